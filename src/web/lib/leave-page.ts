/** Sends the browser to another site (Stripe's hosted pages): one place, so tests can watch it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
