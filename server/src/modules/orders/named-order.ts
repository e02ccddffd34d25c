// The order a shopper's call names: by the token of the order's account (`od_id`), or by the order's
// link (`access`, a guest's only way back after a failed payment or a failed delivery).
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../app-context.ts';
import { unauthorized } from '../../http/errors.ts';
import type { PaymentTarget } from './order-payment.ts';

/**
 * The order a shopper names by the token of the order's account (`od_id`), or by the order's link
 * (`access`, a guest's only way back after a failed payment).
 */
export async function namedOrder(
  ctx: AppContext,
  request: FastifyRequest,
  body: { od_id?: number; access?: string },
): Promise<PaymentTarget> {
  if (body.access !== undefined) return { access: body.access };
  const caller = await optionalUser(request, ctx);
  if (!caller) throw unauthorized();
  return { caller, orderId: body.od_id! };
}
