import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { type CompanyUser, notifyFailure } from '@portal/api';
import { superUserCandidates } from '@portal/domain';
import { notify } from '@portal/notify';
import { useNavigateThen } from '@portal/router';
import { dropdown, ROLE_LABELS } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { sessionStore } from '@portal/session';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  FormActions,
  SubmitActions,
  paginate,
  Pagination,
  RadioGroup,
  Stack,
} from '@portal/ui';
import { useDesignateSuperUser } from '../api/updateSuperUser';
import { href, pages } from '@portal/contracts';

/** Spec §9: the super-user dialog lists 5 candidates a page. */
export const CANDIDATES_PAGE_SIZE = 5;

const chooseSchema = v.object({ superUser: dropdown });

export interface ChangeSuperUserDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly users: readonly CompanyUser[];
  /** The signed-in super user: never a candidate. */
  readonly selfId: string;
}

/**
 * "Alterar superusuário" (spec §6): the signed-in super user hands the status to an active
 * colleague (managers first) and, no longer allowed here, goes home.
 */
export function ChangeSuperUserDialog({
  open,
  onOpenChange,
  users,
  selfId,
}: ChangeSuperUserDialogProps) {
  const { t } = useLingui();
  const designate = useDesignateSuperUser();
  const navigateThen = useNavigateThen();
  // The session learns of the hand-over only once this page is gone: the shell would otherwise
  // judge the page with the new session first and show "access denied" instead of home.
  const leaveThen = (apply: () => void) => navigateThen(href(pages.home), apply);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={designate.isPending}
      title={t`Alterar superusuário`}
      description={t`Escolha quem passa a ser o superusuário da conta.`}
    >
      {/* Mounted only while open: each opening starts on page 1 with nobody chosen. */}
      <ChooseSuperUser
        designate={designate}
        candidates={superUserCandidates(users, selfId)}
        onClose={() => onOpenChange(false)}
        leaveThen={leaveThen}
      />
    </Dialog>
  );
}

function ChooseSuperUser({
  designate,
  candidates,
  leaveThen,
  onClose,
}: {
  readonly designate: ReturnType<typeof useDesignateSuperUser>;
  readonly candidates: readonly CompanyUser[];
  readonly onClose: () => void;
  /** Goes home, then `apply`s what must wait until this page is gone. */
  readonly leaveThen: (apply: () => void) => void;
}) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const form = useRuleForm(
    chooseSchema,
    { superUser: '' },
    // cant_remove_your_superUser and the like: the server's own text.
    {
      onFailure: (error) => notifyFailure(i18n, t`Não foi possível alterar o superusuário`, error),
    },
  );
  const slice = paginate(candidates, page, CANDIDATES_PAGE_SIZE);
  const chosen = candidates.find((user) => user._id === form.values.superUser);
  const chosenName = chosen?.name ?? '';

  const optionLabel = (user: CompanyUser) => {
    const { name } = user;
    const role = i18n._(ROLE_LABELS[user.role]);
    return user.attributions.includes('manager')
      ? t`${name} (${role}, gestor)`
      : `${name} (${role})`;
  };

  const confirm = async ({ superUser }: v.InferOutput<typeof chooseSchema>) => {
    await designate.mutateAsync(superUser);
    notify({
      title: t`Superusuário alterado`,
      description: t`${chosenName} agora é o superusuário da conta.`,
      tone: 'positive',
    });
    // No longer the super user: this page may not be theirs any more, so home.
    leaveThen(() => sessionStore.getState().becomeRegularUser());
  };

  if (candidates.length === 0) {
    return (
      <Stack>
        <EmptyState
          level={3}
          title={t`Ninguém pode receber o status agora`}
          description={t`Só um usuário ativo pode ser superusuário. Reative ou adicione alguém primeiro.`}
        />
        <FormActions>
          <Button tone="ghost" onClick={onClose}>
            {t`Fechar`}
          </Button>
        </FormActions>
      </Stack>
    );
  }

  return (
    <form {...form.props(confirm)}>
      <Stack>
        <RadioGroup
          label={t`Novo superusuário`}
          required
          options={slice.rows.map((user) => ({ value: user._id, label: optionLabel(user) }))}
          {...form.choice('superUser')}
        />
        <Pagination
          page={slice.page}
          pageCount={slice.pageCount}
          onPageChange={setPage}
          label={t`Páginas de candidatos`}
        />
        <Alert
          tone="caution"
          title={t`Você deixará de ser o superusuário`}
          description={
            chosen
              ? t`Ao confirmar, ${chosenName} passa a ser o superusuário e você volta para a página inicial.`
              : t`Ao confirmar, a pessoa escolhida passa a ser o superusuário e você volta para a página inicial.`
          }
        />
        <SubmitActions
          submitLabel={t`Confirmar`}
          busyLabel={t`Alterando superusuário…`}
          submitting={form.submitting}
          onCancel={onClose}
          disabled={!chosen}
        />
      </Stack>
    </form>
  );
}
