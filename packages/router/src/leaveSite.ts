/**
 * Leaving the portal for another site (the identity provider, a module of the platform): the one
 * seam the remotes go through, so a test watches it (`jest.spyOn(browser, 'assign')`) instead of
 * jsdom trying to navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
