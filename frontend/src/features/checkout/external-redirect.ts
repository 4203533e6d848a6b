/**
 * Leaves the app for a page elsewhere (the payment provider's approval page). One function so
 * tests can stand in for it: jsdom cannot follow, or be spied on for, a real navigation.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
