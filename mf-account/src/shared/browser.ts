/** Whole-page loads this remote asks for: one seam tests can watch (jsdom cannot reload). */
export const browser = {
  reload(): void {
    window.location.reload();
  },
};
