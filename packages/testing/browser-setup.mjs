// Each browser test file: a test that fails is run once more, since a real browser on a busy
// machine can stumble, but never silently: the run's report names every test that needed it,
// with its first failure (reporters/browser-times.mjs), and Jest prints that failure at once.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
