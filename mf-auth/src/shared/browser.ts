/** Leaving the portal for another site (the identity provider): one seam tests can watch. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
