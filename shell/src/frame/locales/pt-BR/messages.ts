/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"/5qOb/":["Editar perfil"],"/UWITD":["Gestão de cobranças"],"0KOzDj":["Planos"],"8cDgMo":["Sair"],"DJWVQi":["Menu do perfil"],"EDubDS":["Gestão de empresas"],"REJN7D":["Minha conta"],"UnZIhp":["Versões do portal"],"v1Ld1n":["Gestão de usuários"]}',
) as Messages;
