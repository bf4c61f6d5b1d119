import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, isApiError, notifyFailure, type Coupon } from '@portal/api';
import { notify } from '@portal/notify';
import { couponCode } from '@portal/rules';
import { FORM_ERROR, useRuleForm } from '@portal/rules/form';
import { Alert, Button, Dialog, FormActions, Stack, TextField } from '@portal/ui';
import { useUpdateCoupon } from '../api/updateCoupon';

const codeSchema = v.object({ couponCode });

export interface EditCouponCodeDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Whose code changes (kept while the dialog closes). */
  readonly coupon: Coupon | null;
}

/** "Editar código": only the code changes (PUT /discount/{id}); plans and discounts stay. */
export function EditCouponCodeDialog({ open, onOpenChange, coupon }: EditCouponCodeDialogProps) {
  const { t } = useLingui();
  const update = useUpdateCoupon();
  const code = coupon?.couponCode ?? '';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={update.isPending}
      title={t`Editar código do cupom`}
      description={t`O novo código substitui ${code}; os planos e os descontos continuam os mesmos.`}
    >
      {coupon ? (
        <EditCodeForm
          key={coupon._id}
          coupon={coupon}
          update={update}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function EditCodeForm({
  coupon,
  update,
  onClose,
}: {
  readonly coupon: Coupon;
  readonly update: ReturnType<typeof useUpdateCoupon>;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useRuleForm(
    codeSchema,
    { couponCode: coupon.couponCode },
    {
      refusals: (error) => {
        if (!isApiError(error)) return undefined;
        if (error.status === 409) return { couponCode: msg`Já existe um cupom com este código.` };
        if (error.status === 400) return { [FORM_ERROR]: errorMessage(error) };
        return undefined;
      },
      onFailure: (error) =>
        notifyFailure(i18n, t`Não foi possível alterar o código do cupom`, error),
    },
  );

  const save = async (output: v.InferOutput<typeof codeSchema>) => {
    const { payload } = await update.mutateAsync({ id: coupon._id, couponCode: output.couponCode });
    const code = payload.couponCode;
    notify({
      title: t`Código alterado`,
      description: t`O cupom agora se chama ${code}.`,
      tone: 'positive',
    });
    onClose();
  };

  return (
    <form {...form.props(save)}>
      <Stack>
        {form.formError ? (
          <Alert
            tone="critical"
            title={t`Não foi possível alterar o código do cupom`}
            description={form.formError}
          />
        ) : null}
        <TextField
          label={t`Código do cupom`}
          description={t`Mais de 3 caracteres, em letras maiúsculas.`}
          mask="couponCode"
          autoComplete="off"
          required
          {...form.field('couponCode')}
        />
        <FormActions>
          <Button tone="ghost" disabled={form.submitting} onClick={onClose}>
            {t`Cancelar`}
          </Button>
          <Button
            type="submit"
            disabled={!form.changed || !form.valid}
            busy={form.submitting}
            busyLabel={t`Salvando…`}
          >
            {t`Salvar código`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
