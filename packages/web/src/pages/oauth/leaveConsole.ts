/**
 * Full-page navigation away from the single-page app (a sign-in provider, another application's redirect URI):
 * the router cannot go there. One object so the tests can replace `assign` (jsdom's location cannot be spied on).
 */
export const leaveConsole = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
