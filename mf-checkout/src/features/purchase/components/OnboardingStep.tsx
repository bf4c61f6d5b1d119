import { href, pages } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@portal/router';
import { sessionStore } from '@portal/session';
import { Carousel, PageLayout } from '@portal/ui';
import { titles } from '../../../titles';
import { OnboardingDone } from './OnboardingDone';
import { UserDefinitionSlide, type OnboardingResult } from './UserDefinitionSlide';
import { WelcomeSlide } from './WelcomeSlide';

/** The server's answer into the session: the progress flags, and the role if it changed. */
function applyToSession({ progress, role }: OnboardingResult) {
  const state = sessionStore.getState();
  state.applyProgress(progress);
  if (state.session && state.session.userRole !== role) state.setUserRole(role);
}

/**
 * What /start shows for onboarding (spec §2.6): a two-slide carousel, a welcome and the user
 * definition, ending with the button to the platform. The session learns the finished onboarding
 * at once; /start keeps this step on screen until the user enters the platform.
 */
export default function OnboardingStep() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(0);
  const [result, setResult] = useState<OnboardingResult | null>(null);
  const definition = useRef<HTMLDivElement>(null);
  const [focusDefinition, setFocusDefinition] = useState(false);

  // 'Começar' hid the slide it was on: the focus goes to the heading of the slide it showed.
  useEffect(() => {
    if (!focusDefinition || current !== 1) return;
    const heading = definition.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
    setFocusDefinition(false);
  }, [focusDefinition, current]);

  const finished = (next: OnboardingResult) => {
    applyToSession(next);
    setResult(next);
  };

  // Home: the entry redirects send the user on (to checkout, when the plan is paid).
  const enter = () => navigate(href(pages.home));

  return (
    <PageLayout title={i18n._(titles.start)} width="readable">
      <Carousel
        label={t`Configuração da conta`}
        current={current}
        onCurrentChange={setCurrent}
        slides={[
          {
            id: 'welcome',
            label: t`Boas-vindas`,
            content: (
              <WelcomeSlide
                onStart={() => {
                  setCurrent(1);
                  setFocusDefinition(true);
                }}
              />
            ),
          },
          {
            id: 'users',
            label: t`Definição de usuários`,
            content: (
              <div ref={definition}>
                {result ? (
                  <OnboardingDone
                    createdOfficers={result.createdOfficers}
                    purchaserOnly={result.role === 'cfo'}
                    onEnter={enter}
                  />
                ) : (
                  <UserDefinitionSlide onFinished={finished} />
                )}
              </div>
            ),
          },
        ]}
      />
    </PageLayout>
  );
}
