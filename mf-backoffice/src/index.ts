// The async boundary lets Module Federation negotiate shared singletons first.
import('./bootstrap').catch((error: unknown) => {
  console.error('[portal] standalone page failed to start', error);
});
