/*eslint-disable*/ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"23M3u/":["Intentar de nuevo"],"7NPYnI":["Código del error: ",["reportId"]],"GhscyK":["© ",["year"]," Minha Conta. Todos los derechos reservados."],"I+oRBJ":["No se pudo iniciar el portal"],"NTMlvR":["Soporte:"],"s6yHX9":["Versión ",["APP_VERSION"]],"wRwc2J":["Algo salió mal"],"ydhHO2":["Verifique su conexión e inténtelo de nuevo."]}',
) as Messages;
