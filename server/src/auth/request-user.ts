// Who is calling: identity comes from the bearer token alone. The seed client also sends its user id
// (header `user_id`, body `userid`, `user_id` or `u_id`); such an id may be left out, and one that is
// not the token's own user answers 403.
import type { FastifyRequest } from 'fastify';
import { mayCall, staffMessages } from '@prime/contract';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AppContext } from '../app-context.ts';
import type { CallAccess } from '../http/posted-calls.ts';
import { findSessionUser, type SessionUser } from './sessions.ts';

export interface AuthUser {
  id: number;
  role: string;
  name: string;
  email: string;
}

const IDENTITY_FIELDS = ['userid', 'user_id', 'u_id'] as const;

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const isAbsent = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function sameId(value: unknown, userId: number): boolean {
  const text = String(value).trim();
  return /^\d+$/.test(text) && Number(text) === userId;
}

/**
 * 403 when an identity field in `fields` names someone other than `user`. Multipart calls pass their
 * parsed form fields here; JSON bodies and the header are checked by requireUser itself.
 */
export function assertOwnIdentity(user: AuthUser, fields: Record<string, unknown> | undefined): void {
  for (const name of IDENTITY_FIELDS) {
    const value = fields?.[name];
    if (!isAbsent(value) && !sameId(value, user.id)) throw forbidden();
  }
}

function checkClaims(request: FastifyRequest, user: AuthUser, bodyNamesOthers = false): void {
  const header = request.headers['user_id'];
  if (!isAbsent(header) && !sameId(header, user.id)) throw forbidden();
  if (bodyNamesOthers) return;
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body))
    assertOwnIdentity(user, body as Record<string, unknown>);
}

/** The session of the request's bearer token; undefined when there is none (missing, unknown, ended). */
async function sessionOf(request: FastifyRequest, ctx: AppContext): Promise<SessionUser | undefined> {
  const token = bearerToken(request);
  return token ? findSessionUser(ctx.db, token) : undefined;
}

const toAuthUser = ({ id, role, name, email }: SessionUser): AuthUser => ({ id, role, name, email });

/** The session behind the request's token (logout needs its id); 401 when there is none. */
export async function requireSession(request: FastifyRequest, ctx: AppContext): Promise<SessionUser> {
  const session = await sessionOf(request, ctx);
  if (!session) throw unauthorized();
  checkClaims(request, session);
  return session;
}

/** The logged-in caller: 401 without a valid token, 403 when a claimed user id is someone else's. */
export async function requireUser(request: FastifyRequest, ctx: AppContext): Promise<AuthUser> {
  return toAuthUser(await requireSession(request, ctx));
}

/**
 * For calls open to guests: null when no valid token is sent (missing, unknown, expired or revoked),
 * so the caller decides what a claimed user id without a login means; the checks of requireUser otherwise.
 */
export async function optionalUser(request: FastifyRequest, ctx: AppContext): Promise<AuthUser | null> {
  const session = await sessionOf(request, ctx);
  if (!session) return null;
  checkClaims(request, session);
  return toAuthUser(session);
}

/**
 * A member of the staff whose role may make `call` (decision 0033, contract/src/staff-access.ts) with
 * the request's body: 401 without a valid token, 403 `You do not have permission to do this.` for a
 * customer or a role the call is not for. A refusal changes nothing and is not audited.
 */
export async function requireStaffFor(
  request: FastifyRequest,
  ctx: AppContext,
  call: string,
): Promise<AuthUser> {
  const session = await sessionOf(request, ctx);
  if (!session) throw unauthorized();
  // A staff call's body names other people (`admin/staff/role {u_id}`): only the header is a claim.
  checkClaims(request, session, true);
  if (!mayCall(session.role, call, request.body)) throw forbidden(staffMessages.noPermission);
  return toAuthUser(session);
}

/**
 * A call a logged-in user makes on their own things (postedCalls): 401 without a valid token and 403
 * when a user id claimed in the header, the JSON body or the form is someone else's, before the body
 * is read; the handler's `caller` is the user.
 */
export const loggedIn = (ctx: AppContext): CallAccess<AuthUser> => ({
  auth: 'token',
  admit: (request) => requireUser(request, ctx),
  ownFields: assertOwnIdentity,
});
