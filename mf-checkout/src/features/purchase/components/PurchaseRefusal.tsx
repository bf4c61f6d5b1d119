import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@portal/router';
import { sessionStore } from '@portal/session';
import {
  PURCHASE_NEXT_PATH,
  type PurchaseNextStep,
  type PurchaseRefusal as Refusal,
} from '@portal/session/purchase';
import { Button, StatusPanel } from '@portal/ui';

/** Each refusal in a heading and a sentence (issue 51: never a dead end, never silent). */
const WHY: Partial<Record<Refusal, { title: MessageDescriptor; sentence: MessageDescriptor }>> = {
  'not-saas': {
    title: msg`Contratação indisponível por aqui`,
    sentence: msg`O plano da sua empresa é combinado com a nossa equipe comercial, não pelo portal.`,
  },
  'not-super-user': {
    title: msg`Quem contrata é o superusuário`,
    sentence: msg`Somente o superusuário da sua empresa pode escolher e contratar um plano. Fale com ele para mudar de plano.`,
  },
  'set-up-by-super-user': {
    title: msg`Sua empresa ainda está sendo configurada`,
    sentence: msg`Quem configura a conta é o superusuário da sua empresa. Quando ele concluir, entre novamente para usar o portal.`,
  },
  'already-paying': {
    title: msg`Sua empresa já tem uma assinatura ativa`,
    sentence: msg`Não é preciso contratar de novo: sua assinatura, seus pagamentos e suas cobranças estão na gestão de cobranças.`,
  },
};

const NEXT: Record<PurchaseNextStep, MessageDescriptor> = {
  home: msg`Ir para Minha conta`,
  billing: msg`Ir para a gestão de cobranças`,
  start: msg`Continuar a contratação`,
  'sign-in-again': msg`Sair`,
};

export interface PurchaseRefusalProps {
  readonly reason: Refusal;
  readonly next: PurchaseNextStep;
}

/**
 * A purchase page refused to this account: why, in a sentence, and the way forward (a page of the
 * portal, or signing out so the next sign-in reads the account afresh).
 */
export function PurchaseRefusal({ reason, next }: PurchaseRefusalProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const why = WHY[reason];
  const goOn = () => {
    if (next === 'sign-in-again') sessionStore.getState().logout();
    navigate(PURCHASE_NEXT_PATH[next], { replace: next === 'sign-in-again' });
  };
  return (
    <StatusPanel
      title={why ? i18n._(why.title) : i18n._(NEXT[next])}
      description={why ? i18n._(why.sentence) : null}
      actions={<Button onClick={goOn}>{i18n._(NEXT[next])}</Button>}
    />
  );
}
