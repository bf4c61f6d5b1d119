import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { type ServiceCard as Service, notifyFailure } from '@portal/api';
import { inactiveReason, mayBuyNow, TRIAL_DAYS, type InactiveReason } from '@portal/domain';
import { hasAnyGroup, sessionStore, useSession, type SessionData } from '@portal/session';
import { reportError } from '@portal/telemetry';
import {
  Alert,
  Button,
  EmptyState,
  LoadFailure,
  PageLayout,
  ServiceCard,
  Skeleton,
  SkeletonGroup,
  TextLink,
  Tiles,
} from '@portal/ui';
import { remote } from '../../remote';
import { titles } from '../../titles';
import { browser } from '../../shared/browser';
import { useBuyNow } from './api/buyNow';
import { useServices } from './api/services';
import { pages } from '@portal/contracts';
import { PageLink } from '@portal/router';

/** Why a card does not open (the rule is @portal/domain's), in this remote's words. */
function useInactiveReason(session: SessionData | null) {
  const { t } = useLingui();
  const texts: Record<InactiveReason, string> = {
    cfo: t`Como CFO, você cuida da compra e não acessa os módulos.`,
    'execution-pending': t`A execução fica disponível quando a implementação estiver concluída.`,
    unavailable: t`Este módulo ainda não está disponível para a sua empresa.`,
  };
  return (card: Service): string | undefined => {
    const reason = session ? inactiveReason(session.userRole, card) : null;
    return reason ? texts[reason] : undefined;
  };
}

function CardsLoading() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Carregando módulos…`}>
      <Tiles>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} shape="rect" height="large" width="full" />
        ))}
      </Tiles>
    </SkeletonGroup>
  );
}

function BuyNow({ session }: { readonly session: SessionData }) {
  const { t, i18n } = useLingui();
  const buy = useBuyNow(session.company.id, {
    onSuccess: (progress) => {
      // The entry redirect sends a paid plan without a finished checkout to the plan flow.
      sessionStore.getState().applyProgress(progress);
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

/**
 * A cfo's way forward from home, where every module is closed to them (issue 51: no dead end): the
 * super user manages the roles (their own included, to take CEO or CO); anyone else sees their
 * role in the profile and asks the super user.
 */
function CfoWayForward({ session }: { readonly session: SessionData | null }) {
  const { t } = useLingui();
  const manager = session
    ? hasAnyGroup(session.attributions ?? [], ['superUser', 'manager'])
    : false;
  return manager ? (
    <TextLink
      render={<PageLink to={pages.users} />}
    >{t`Gerenciar as funções dos usuários`}</TextLink>
  ) : (
    <TextLink render={<PageLink to={pages.profile} />}>{t`Ver meu perfil`}</TextLink>
  );
}

function HomePage() {
  const { t, i18n } = useLingui();
  const session = useSession((state) => state.session);
  const services = useServices();
  const cfo = session?.userRole === 'cfo';
  // The provider's staff have no modules of their own: their work is the back-office.
  const staff = session ? hasAnyGroup(session.attributions ?? [], ['sales']) : false;
  const reasonOf = useInactiveReason(session);
  const list = services.data;
  const empty = list?.length === 0;

  useEffect(() => {
    if (empty && !staff) {
      reportError({
        phase: 'home-services',
        error: new Error('The services list is empty'),
        remote: remote.name,
      });
    }
  }, [empty, staff]);

  const firstName = session?.user.name.split(' ')[0] ?? '';
  // The only card takes the whole row (it is drawn wide, the image beside the text).
  const cards = list?.map((item) => {
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
  });
  return (
    <PageLayout
      title={i18n._(titles.home)}
      description={t`Olá, ${firstName}! Escolha um módulo para começar.`}
    >
      {cfo ? (
        <Alert
          tone="caution"
          title={t`Seu perfil é de CFO (responsável pela compra)`}
          description={t`O CFO não tem acesso ao conteúdo da plataforma. Para usar os módulos, peça ao superusuário para atribuir a você a função de CEO ou de Compliance Officer.`}
          action={<CfoWayForward session={session} />}
        />
      ) : null}
      {session && mayBuyNow(session) ? <BuyNow session={session} /> : null}
      {services.isPending ? <CardsLoading /> : null}
      {services.isError ? (
        <LoadFailure title={t`Não foi possível carregar os seus módulos`} query={services} />
      ) : null}
      {empty && staff ? (
        <EmptyState
          title={t`Nenhum módulo disponível`}
          description={t`Sua conta é da equipe do provedor: seu trabalho está na gestão de empresas.`}
          action={
            <TextLink
              render={<PageLink to={pages.companies} />}
            >{t`Ir para a gestão de empresas`}</TextLink>
          }
        />
      ) : null}
      {empty && !staff ? (
        <EmptyState
          title={t`Nenhum módulo disponível`}
          description={t`Atualize a página ou entre em contato com o suporte.`}
        />
      ) : null}
      {cards && cards.length > 1 ? <Tiles>{cards}</Tiles> : cards}
    </PageLayout>
  );
}

export default HomePage;
