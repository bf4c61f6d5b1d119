import { currentPortalPath } from './routing/redirectUrl';
import { startEarlyRequests } from './startup/earlyRequests';

startEarlyRequests(currentPortalPath());

// The async boundary lets Module Federation negotiate shared singletons before React loads.
import('./bootstrap').catch((error: unknown) => {
  console.error('[portal] the shell failed to start', error);
});
