import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { errorMessage, isApiError, notifyFailure, type Coupon } from '@portal/api';
import { couponCode, couponCodeMask } from '@portal/rules';
import { FORM_ERROR, useRuleForm } from '@portal/rules/form';
import { FormDialog, FormDialogForm, TextField } from '@portal/ui';
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={update.isPending}
      title={t`Editar código do cupom`}
      description={t`O novo código substitui ${code}; os planos e os descontos continuam os mesmos.`}
    >
      {coupon ? <EditCodeForm key={coupon._id} coupon={coupon} update={update} /> : null}
    </FormDialog>
  );
}

function EditCodeForm({
  coupon,
  update,
}: {
  readonly coupon: Coupon;
  readonly update: ReturnType<typeof useUpdateCoupon>;
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
    return {
      title: t`Código alterado`,
      description: t`O cupom agora se chama ${code}.`,
      tone: 'positive' as const,
    };
  };

  return (
    <FormDialogForm
      form={form}
      onSubmit={save}
      errorTitle={t`Não foi possível alterar o código do cupom`}
      submitLabel={t`Salvar código`}
    >
      <TextField
        label={t`Código do cupom`}
        description={t`Mais de 3 caracteres, em letras maiúsculas.`}
        mask={couponCodeMask}
        autoComplete="off"
        required
        {...form.field('couponCode')}
      />
    </FormDialogForm>
  );
}
