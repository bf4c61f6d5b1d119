// What the sign-up wizard gives a step in its stories (mf-auth's sign-up page): the step's heading that names its form.
import { useId, type ReactNode } from 'react';
import { authPartStory } from './authStory';

/** The step under a heading, as the wizard shows it (the wizard's heading is translated). */
export function UnderHeading({
  heading,
  children,
}: {
  readonly heading: string;
  readonly children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <>
      <h2 id={headingId}>{heading}</h2>
      {children(headingId)}
    </>
  );
}

/** A part of the sign-up page, at the page's route, opened from a link naming two plans. */
export function signUpPartStory() {
  const part = authPartStory('login/cadastro/:sp?/:empresaMae?');
  return { ...part, parameters: { ...part.parameters, page: { route: '/login/cadastro/es,esw' } } };
}

/** A step's Continue button, in both languages. */
export const CONTINUE = /^Continuar$/;
