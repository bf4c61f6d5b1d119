/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"23M3u/":["Tentar novamente"],"7NPYnI":["Código do erro: ",["reportId"]],"GhscyK":["© ",["year"]," Minha Conta. Todos os direitos reservados."],"I+oRBJ":["O portal não pôde ser iniciado"],"NTMlvR":["Suporte:"],"s6yHX9":["Versão ",["APP_VERSION"]],"wRwc2J":["Algo deu errado"],"ydhHO2":["Verifique sua conexão e tente novamente."]}',
) as Messages;
