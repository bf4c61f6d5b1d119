import { msg } from '@lingui/core/macro';

/** Page titles of this remote, in its own catalog (the shell shows them in the tab). */
export const titles = {
  start: msg`Primeiros passos`,
  checkout: msg`Escolha seu plano`,
  purchase: msg`Contratar plano`,
};
