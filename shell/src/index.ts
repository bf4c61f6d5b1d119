import { BASE_PATH } from './routing/redirectUrl';
import { startEarlyRequests } from './startup/earlyRequests';

startEarlyRequests(
  `${BASE_PATH}/runtime-config.json`,
  window.location.pathname.slice(BASE_PATH.length) || '/',
);

// The async boundary lets Module Federation negotiate shared singletons before React loads.
import('./bootstrap').catch((error: unknown) => {
  console.error('[portal] the shell failed to start', error);
});
