// A fake store API for the cart and wishlist tests: answers by path, records each call's body and headers.
import { messages, onlyNLeftInStock, type Product } from '@prime/contract';
import { vi } from 'vitest';
import { jsonResponse, testPincodeAnswer } from './render.tsx';
import { saveSession } from '../lib/session.ts';

type Handler = (body: Record<string, unknown>, headers: Headers) => Response | Promise<Response>;

export const ok = (fields: object = {}) => jsonResponse({ result: true, message: 'Success', ...fields });
export const refuse = (status: number, message: string, errors: object[] = []) =>
  jsonResponse({ result: false, message, errors }, status);

export function mockShopApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown>; headers: Headers }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^.*\/prime\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const headers = new Headers(init?.headers);
    calls.push({ path, body, headers });
    const handler = handlers[path];
    if (handler) return handler(body, headers);
    return path === 'pincode/info' ? testPincodeAnswer(body) : refuse(404, `No mock for ${path}`);
  });
  return {
    calls,
    bodiesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
    keysOf: (path: string) =>
      calls.filter((call) => call.path === path).map((call) => call.headers.get('Idempotency-Key')),
  };
}

/** A promise the test settles when it wants the server to answer. */
export function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

export const logIn = () =>
  saveSession({
    token: 't',
    userId: '5',
    name: 'Asha',
    email: 'asha@example.in',
    phone: '9876543210',
    role: 'user',
  });

interface QuoteOptions {
  /** What a code takes off a subtotal: its discount, or the refusal's words. */
  coupon?: (code: string, subtotal: number, body: Record<string, unknown>) => number | string;
  /** The demo shop's: ₹49 below ₹499 after the coupon. */
  delivery?: { charge: number; freeFrom: number };
  codCharge?: number;
  /** Why cash on delivery is not offered for this body (decision 0031); default: offered everywhere. */
  codReason?: (body: Record<string, unknown>) => string | null;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * `order/quote` as the server answers it for these products (contract/src/order-quote.ts): each line
 * priced and judged in the server's order of problems, the coupon, delivery and the COD charge.
 */
export function fakeQuote(catalogue: Product[], options: QuoteOptions = {}) {
  const { delivery = { charge: 49, freeFrom: 499 }, codCharge = 0 } = options;
  return (body: Record<string, unknown>) => {
    const asked = body.product_details as { product_id: number; quantity: number; packet_size?: number }[];
    const lines = asked.map(({ product_id, quantity, packet_size }) => {
      const product = catalogue.find((each) => each.p_id === product_id);
      const pack = product?.product_price.find((each) =>
        packet_size === undefined ? true : each.pp_packet_size === Number(packet_size),
      );
      const price = pack ? (pack.pp_discount_prize > 0 ? pack.pp_discount_prize : pack.pp_prize) : 0;
      const problem =
        !product || !pack
          ? messages.productGone
          : product.p_upcoming === 1
            ? messages.notAvailableYet
            : pack.pp_stocks <= 0
              ? messages.outOfStock
              : quantity > pack.pp_stocks
                ? onlyNLeftInStock(pack.pp_stocks)
                : null;
      const line_total = problem ? 0 : (paise(price) * quantity) / 100;
      return { product_id, packet_size: pack?.pp_packet_size ?? 0, quantity, price, line_total, problem };
    });
    const subtotal = lines.reduce((sum, line) => sum + paise(line.line_total), 0) / 100;
    const code = typeof body.coupon_code === 'string' ? body.coupon_code : null;
    const judged = code ? (options.coupon?.(code, subtotal, body) ?? messages.couponInvalid) : 0;
    const discount = typeof judged === 'number' ? judged : 0;
    const delivering = lines.some((line) => line.problem === null);
    const delivery_charge = delivering && subtotal - discount < delivery.freeFrom ? delivery.charge : 0;
    const cod_charge = delivering && body.payment_method !== 'online' ? codCharge : 0;
    return ok({
      data: {
        lines,
        subtotal,
        discount,
        delivery_charge,
        cod_charge,
        amount: (paise(subtotal) - paise(discount) + paise(delivery_charge) + paise(cod_charge)) / 100,
        coupon_message: code ? (typeof judged === 'string' ? judged : messages.couponApplied) : null,
        cod_available: options.codReason?.(body) ? 0 : 1,
        cod_reason: options.codReason?.(body) ?? null,
      },
    });
  };
}
