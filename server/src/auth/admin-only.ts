// The admin console's calls (`/prime/admin/…`) are for accounts with role `admin` only: every route
// registered inside `adminOnly` answers 401 without a valid token and 403 to a customer, before its
// handler runs or reads an upload. The handler finds the admin with `adminOf(request)`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { requireAdmin, type AuthUser } from './request-user.ts';

const admins = new WeakMap<FastifyRequest, AuthUser>();

/** Registers `routes` under `prefix`, each guarded so only an admin reaches its handler. */
export async function adminOnly(
  api: FastifyInstance,
  ctx: AppContext,
  prefix: string,
  routes: (admin: FastifyInstance) => Promise<void>,
): Promise<void> {
  await api.register(
    async (admin) => {
      admin.addHook('preHandler', async (request) => {
        admins.set(request, await requireAdmin(request, ctx));
      });
      await routes(admin);
    },
    { prefix },
  );
}

/** The admin calling a route registered with `adminOnly`. */
export function adminOf(request: FastifyRequest): AuthUser {
  const admin = admins.get(request);
  if (!admin) throw new Error(`${request.url} is not registered through adminOnly`);
  return admin;
}
