// The console's calls (`/prime/admin/…`) are for the shop's staff, each for the roles the table of
// contract/src/staff-access.ts gives its call (decision 0033): every route registered inside `adminOnly`
// answers 401 without a valid token and 403 `You do not have permission to do this.` to a customer or
// a role the call is not for, before its handler runs or reads an upload, so a refusal changes
// nothing. A call declared with `STAFF_CALLS` (http/posted-calls.ts) is given the staff member as its
// `caller`.
import { API_PREFIX } from '@prime/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { CallAccess } from '../http/posted-calls.ts';
import { requireStaffFor, type AuthUser } from './request-user.ts';

const staff = new WeakMap<FastifyRequest, AuthUser>();

/** The call a route serves, as the role table names it: `admin/order/:od_id/packing-slip`. */
export const callOfRoute = (url: string) => url.slice(API_PREFIX.length + 1);

/** Registers `routes` under `prefix`, each guarded so only the staff its call is for reach its handler. */
export async function adminOnly(
  api: FastifyInstance,
  ctx: AppContext,
  prefix: string,
  routes: (admin: FastifyInstance) => Promise<void>,
): Promise<void> {
  await api.register(
    async (admin) => {
      admin.addHook('preHandler', async (request) => {
        const call = callOfRoute(request.routeOptions.url ?? request.url);
        staff.set(request, await requireStaffFor(request, ctx, call));
      });
      await routes(admin);
    },
    { prefix },
  );
}

/** The staff member calling a route registered with `adminOnly`. */
function adminOf(request: FastifyRequest): AuthUser {
  const member = staff.get(request);
  if (!member) throw new Error(`${request.url} is not registered through adminOnly`);
  return member;
}

/** A posted call registered inside `adminOnly`: its guard let the staff member in, the handler's `caller`. */
export const STAFF_CALLS: CallAccess<AuthUser> = { auth: 'token', admit: adminOf };
