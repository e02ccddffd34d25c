// What other modules use to know the caller and to handle passwords and sessions.
export {
  assertOwnIdentity,
  optionalUser,
  requireAdmin,
  requireSession,
  requireUser,
  type AuthUser,
} from './request-user.ts';
export {
  createPasswordHasher,
  OWASP_SCRYPT_COST,
  type PasswordHasher,
  type ScryptCost,
} from './passwords.ts';
export { createSession, revokeSession, revokeUserSessions } from './sessions.ts';
