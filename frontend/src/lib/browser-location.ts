/**
 * Leaving the app for another site (the card payment provider's hosted page). One object, so the
 * tests can watch where the customer is sent without leaving jsdom's page.
 */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
};
