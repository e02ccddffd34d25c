// The store's own payment pages (the sandbox gateway, and messages about a payment link): plain HTML
// with one small stylesheet, no script, so they work under the page CSP and on any phone.
import { formatPaise } from '@prime/contract';
import type { FastifyReply } from 'fastify';

export const PAGE_STYLESHEET_PATH = '/pay/assets/payment-page.css';

// The brand sheet's colours; every text/background pair passes WCAG AA.
export const PAGE_STYLESHEET = `
:root { --green: #1f3a34; --sand: #f4ede4; --clay: #c4704f; --ink: #1b1b1b; --mist: #e7ecea; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--sand); color: var(--ink);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  display: flex; flex-direction: column; align-items: center; }
header { width: 100%; background: var(--green); color: #fff; padding: 16px 24px; text-align: center; }
.logo { margin: 0; font: 700 24px/1.1 Georgia, "Times New Roman", serif; letter-spacing: 0.24em; }
.tagline { margin: 4px 0 0; font-size: 13px; letter-spacing: 0.04em; color: var(--mist); }
main { width: 100%; max-width: 440px; padding: 24px 16px 48px; }
.panel { background: #fff; border: 1px solid var(--mist); border-radius: 12px; padding: 24px;
  box-shadow: 0 8px 24px rgba(31, 58, 52, 0.08); }
.badge { display: inline-block; margin: 0 0 16px; padding: 4px 12px; border-radius: 999px;
  background: var(--mist); color: var(--green); font-size: 13px; font-weight: 600; }
h1 { margin: 0 0 8px; font: 600 24px/1.25 Georgia, "Times New Roman", serif; color: var(--green); }
dl { margin: 16px 0 24px; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; align-items: baseline; }
dt { color: #4a4a4a; }
dd { margin: 0; text-align: right; font-weight: 600; }
.amount { font-size: 28px; color: var(--green); }
.actions { display: flex; flex-direction: column; gap: 12px; }
button, .button { display: block; width: 100%; min-height: 48px; padding: 12px 24px; border-radius: 999px;
  font-family: inherit; font-size: 16px; font-weight: 600; line-height: 1.5; text-align: center;
  text-decoration: none; cursor: pointer; }
.pay { background: var(--green); color: #fff; border: 2px solid var(--green); }
.pay:hover { background: #142823; }
.fail { background: #fff; color: var(--green); border: 2px solid var(--green); }
.fail:hover { background: var(--sand); }
button:focus-visible, .button:focus-visible { outline: 3px solid var(--clay); outline-offset: 2px; }
.note { margin: 16px 0 0; font-size: 14px; color: #4a4a4a; }
@media (min-width: 600px) { main { padding-top: 64px; } .actions { flex-direction: row; } }
`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `body` is HTML built by this module; every shopper-given or stored value in it is escaped. */
export function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · PRIME</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">
</head>
<body>
<header><p class="logo">PRIME</p><p class="tagline">Science for your skin</p></header>
<main><div class="panel">
${body}
</div></main>
</body>
</html>
`;
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // A payment page is one shopper's, and its state changes: never cached, never indexed.
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .send(html)
  );
}

export function sendMessagePage(
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
  link: { href: string; text: string } = { href: '/', text: 'Back to the shop' },
): FastifyReply {
  return sendPage(
    reply,
    status,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a class="button pay" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  );
}

export function sandboxPaymentBody(orderId: number, amountPaise: number): string {
  return `<p class="badge">Test payment</p>
<h1>Pay for your order</h1>
<dl>
<dt>Order</dt><dd>#${orderId}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatPaise(amountPaise))}</dd>
</dl>
<form method="post" class="actions">
<button class="pay" type="submit" name="outcome" value="success">Pay</button>
<button class="fail" type="submit" name="outcome" value="failure">Fail</button>
</form>
<p class="note">This is the store's built-in test gateway: no money moves. Pay confirms the order; Fail records a failed payment: the order waits 30 minutes for another try or a switch to cash on delivery, then is cancelled and its items go back to stock.</p>`;
}
