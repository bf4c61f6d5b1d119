import { currentPortalPath } from './routing/redirectUrl';
import { startEarlyRequests } from './remotes/loading/earlyRequests';
import { handOff } from './prerender/dom';
import { nextTask } from './app/nextTask';

// Each step in a task of its own (a prerendered form takes typing meanwhile): this one ran the
// federation runtime's start. The first page's requests, then the async boundary, which lets
// Module Federation negotiate shared singletons before React loads.
nextTask()
  .then(() => {
    startEarlyRequests(currentPortalPath());
    return nextTask();
  })
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => {
    console.error('[portal] the shell failed to start', error);
    // A prerendered form that can never work must not stay on screen.
    handOff();
  });
