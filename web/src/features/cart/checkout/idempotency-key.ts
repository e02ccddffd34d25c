// One Idempotency-Key per checkout attempt: made when the shopper first presses the button, reused
// while the same order is sent again (a double press, a retry after a dropped connection), and made
// afresh once the order itself changes (another address, a refreshed price), since the server refuses
// a key reused with another body.

/** A random UUID (version 4). `crypto.randomUUID` exists only on https and localhost pages;
 * `getRandomValues` everywhere, so a shop reached over plain http on a LAN still gets a key. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Attempt {
  key: string;
  body: string;
}

/** The attempt for this body: the current one if it sends the same body, else a new one. */
export const attemptFor = (current: Attempt | null, body: object): Attempt => {
  const text = JSON.stringify(body);
  return current && current.body === text ? current : { key: newUuid(), body: text };
};
