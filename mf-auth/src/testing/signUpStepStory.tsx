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

/** A part of the sign-up page, at the page's route. */
export const signUpPartStory = () =>
  authPartStory('/login/cadastro/es,esw', 'login/cadastro/:sp?/:empresaMae?');

/** A step's Continue button, in both languages. */
export const CONTINUE = /^Continuar$/;
