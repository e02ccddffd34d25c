// The links (access tokens) of the orders this browser placed or opened, by order number, so a page
// that names an order only by its number (/payment-failed?order_id=…, opened in a new tab or after a
// second failed payment from the order's page) can still show a guest that order, its PAY NOW and
// "Pay on delivery instead". Kept in local storage, the last few only.
const KEY = 'order_links';
const KEPT = 10;

type Links = [orderId: number, access: string][];

function readLinks(): Links {
  try {
    const links = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    if (!Array.isArray(links)) return [];
    return links.filter(
      (link): link is Links[number] =>
        Array.isArray(link) && typeof link[0] === 'number' && typeof link[1] === 'string',
    );
  } catch {
    return [];
  }
}

/** Keeps the order's link, newest first. */
export function rememberOrderLink(orderId: number, access: string): void {
  const links = readLinks().filter(([id]) => id !== orderId);
  try {
    localStorage.setItem(KEY, JSON.stringify([[orderId, access], ...links].slice(0, KEPT)));
  } catch {
    // Storage full or refused: the page then finds the order by the email this tab placed it with.
  }
}

/** The kept link of this order, or null. */
export const rememberedOrderLink = (orderId: number): string | null =>
  readLinks().find(([id]) => id === orderId)?.[1] ?? null;
