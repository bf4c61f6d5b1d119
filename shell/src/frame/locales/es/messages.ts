/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"/5qOb/":["Editar perfil"],"/UWITD":["Gestión de cobros"],"0KOzDj":["Planes"],"8cDgMo":["Salir"],"DJWVQi":["Menú del perfil"],"EDubDS":["Gestión de empresas"],"REJN7D":["Mi cuenta"],"UnZIhp":["Versiones del portal"],"v1Ld1n":["Gestión de usuarios"]}',
) as Messages;
