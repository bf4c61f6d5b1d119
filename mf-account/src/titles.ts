import { msg } from '@lingui/core/macro';

/** Page titles of this remote, in its own catalog (the shell shows them in the tab). */
export const titles = {
  home: msg`Minha conta`,
  profile: msg`Editar perfil`,
  users: msg`Gestão de usuários`,
};
