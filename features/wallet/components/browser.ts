/** Leaving the app for a gateway's checkout; one seam so component tests can watch it. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};
