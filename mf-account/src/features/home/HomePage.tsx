import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type ServiceCard as Service, notifyFailure } from '@portal/api';
import { TRIAL_DAYS } from '@portal/domain';
import { sessionStore, useSession, type SessionData } from '@portal/session';
import { reportError } from '@portal/telemetry';
import {
  Alert,
  Button,
  EmptyState,
  PageHeader,
  ServiceCard,
  Skeleton,
  SkeletonGroup,
} from '@portal/ui';
import { titles } from '../../titles';
import { browser } from '../../shared/browser';
import { useAccountKey, withQueries } from '../../shared/queries';
import * as styles from './HomePage.css';

/** The module a company reaches once its implementation phase is complete (spec 2.2). */
export const EXECUTION_MODULE = 'execucao';

/** A trial SaaS account whose owner may switch it to a paid plan ('buy now', spec §4). */
export const mayBuyNow = (session: SessionData): boolean =>
  session.isSaas && session.isSuperUser && session.choosedPlan === 'trial';

function useInactiveReason(cfo: boolean) {
  const { t } = useLingui();
  return ({ active, service }: Service): string | undefined => {
    if (cfo) return t`Como CFO, você cuida da compra e não acessa os módulos.`;
    if (active) return undefined;
    if (service.code === EXECUTION_MODULE) {
      return t`A execução fica disponível quando a implementação estiver concluída.`;
    }
    return t`Este módulo ainda não está disponível para a sua empresa.`;
  };
}

function CardsLoading() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Carregando módulos…`}>
      <div className={styles.cards}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} shape="rect" height="large" width="full" />
        ))}
      </div>
    </SkeletonGroup>
  );
}

function BuyNow({ session }: { readonly session: SessionData }) {
  const { t, i18n } = useLingui();
  const buy = useMutation({
    mutationFn: () => api.changePlan({ companyId: session.company.id, newPlan: 'paid' }),
    onSuccess: ({ payload }) => {
      // The entry redirect sends a paid plan without a finished checkout to the plan flow.
      sessionStore.getState().update(payload);
      browser.reload();
    },
    onError: (error) => notifyFailure(i18n, t`Não foi possível iniciar a compra`, error),
  });
  return (
    <Alert
      tone="neutral"
      title={t`Você está no período de teste grátis de ${TRIAL_DAYS} dias`}
      description={t`Gostou? Contrate um plano para continuar usando a plataforma depois do teste.`}
      action={
        <Button
          onClick={() => buy.mutate()}
          busy={buy.isPending}
          busyLabel={t`Iniciando a compra…`}
        >
          {t`Comprar agora`}
        </Button>
      }
    />
  );
}

function HomePage() {
  const { t, i18n } = useLingui();
  const session = useSession((state) => state.session);
  const key = useAccountKey();
  const services = useQuery({
    queryKey: [...key, 'services'],
    queryFn: async () => (await api.services()).payload,
  });
  const cfo = session?.userRole === 'cfo';
  const reasonOf = useInactiveReason(cfo);
  const list = services.data;
  const empty = list?.length === 0;

  useEffect(() => {
    if (empty) {
      reportError({
        phase: 'home-services',
        error: new Error('The services list is empty'),
        remote: 'mf_account',
      });
    }
  }, [empty]);

  const firstName = session?.user.name.split(' ')[0] ?? '';
  return (
    <div className={styles.page}>
      <PageHeader
        title={i18n._(titles.home)}
        description={t`Olá, ${firstName}! Escolha um módulo para começar.`}
      />
      {cfo ? (
        <Alert
          tone="caution"
          title={t`Seu perfil é de CFO (responsável pela compra)`}
          description={t`O CFO não tem acesso ao conteúdo da plataforma. Para usar os módulos, peça ao superusuário para atribuir a você a função de CEO ou de Compliance Officer.`}
        />
      ) : null}
      {session && mayBuyNow(session) ? <BuyNow session={session} /> : null}
      {services.isPending ? <CardsLoading /> : null}
      {services.isError ? (
        <Alert
          tone="critical"
          title={t`Não foi possível carregar os seus módulos`}
          description={t`Atualize a página ou entre em contato com o suporte.`}
          action={
            <Button tone="secondary" onClick={() => void services.refetch()}>
              {t`Tentar novamente`}
            </Button>
          }
        />
      ) : null}
      {empty ? (
        <EmptyState
          title={t`Nenhum módulo disponível`}
          description={t`Atualize a página ou entre em contato com o suporte.`}
        />
      ) : null}
      {list && list.length > 0 ? (
        <div className={list.length === 1 ? styles.singleCard : styles.cards}>
          {list.map((item) => {
            const reason = reasonOf(item);
            return (
              <ServiceCard
                key={item.service.code}
                title={item.service.shortName}
                description={item.service.description}
                href={item.service.url}
                imageSrc={item.service.imagePath}
                inactive={reason !== undefined}
                inactiveReason={reason}
                wide={list.length === 1}
              />
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

export default withQueries(HomePage);
