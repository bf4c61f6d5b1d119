/** Leaving the portal for another site (a module of the platform): one seam tests can watch. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
