import { currentPortalPath } from './routing/redirectUrl';
import { startEarlyRequests } from './remotes/earlyRequests';
import { handOff } from './prerender/dom';

startEarlyRequests(currentPortalPath());

// The async boundary lets Module Federation negotiate shared singletons before React loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('[portal] the shell failed to start', error);
  // A prerendered form that can never work must not stay on screen.
  handOff();
});
