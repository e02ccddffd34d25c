// Leaving the app for a payment page is a full page load (the gateway's page, or the store's own
// sandbox page, which the server renders): one function, so tests can see where it would go.
export function leaveFor(url: string): void {
  window.location.assign(url);
}
