// The logged-in shopper as kept in browser storage under the seed client's keys. Components read it
// through useSession(), which re-renders on login, logout and changes made in other tabs.
import { STORAGE_KEYS } from '@prime/contract';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  userId: string;
  name: string;
  email: string;
  phone: string;
  role: string;
}

const SESSION_EVENT = 'prime:session';

function read(): Session | null {
  // Pages rendered on the server are a guest's: the session is read once the browser has the page.
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const userId = localStorage.getItem(STORAGE_KEYS.userId);
  const name = localStorage.getItem(STORAGE_KEYS.userName);
  // Guest: no stored user name and user id (STORAGE_KEYS, contract/src/constants.ts).
  if (!token || !userId || !name) return null;
  return {
    token,
    userId,
    name,
    email: localStorage.getItem(STORAGE_KEYS.userEmail) ?? '',
    phone: localStorage.getItem(STORAGE_KEYS.userPhone) ?? '',
    role: localStorage.getItem(STORAGE_KEYS.userRole) ?? 'user',
  };
}

let cached: Session | null = null;
let cachedKey = JSON.stringify(cached);

function snapshot(): Session | null {
  const next = read();
  const key = JSON.stringify(next);
  if (key !== cachedKey) {
    cached = next;
    cachedKey = key;
  }
  return cached;
}

export const getSession = snapshot;

export function saveSession(session: Session): void {
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.userId, session.userId);
  localStorage.setItem(STORAGE_KEYS.userName, session.name);
  localStorage.setItem(STORAGE_KEYS.userEmail, session.email);
  localStorage.setItem(STORAGE_KEYS.userPhone, session.phone);
  localStorage.setItem(STORAGE_KEYS.userRole, session.role);
  notifySessionChange();
}

/** Updates the cached profile fields after a profile edit, and the role once the server names another. */
export function updateSessionProfile(
  fields: Partial<Pick<Session, 'name' | 'email' | 'phone' | 'role'>>,
): void {
  if (fields.name !== undefined) localStorage.setItem(STORAGE_KEYS.userName, fields.name);
  if (fields.email !== undefined) localStorage.setItem(STORAGE_KEYS.userEmail, fields.email);
  if (fields.phone !== undefined) localStorage.setItem(STORAGE_KEYS.userPhone, fields.phone);
  if (fields.role !== undefined) localStorage.setItem(STORAGE_KEYS.userRole, fields.role);
  notifySessionChange();
}

/** Logout clears all browser storage (spec), not only the session keys. */
export function clearAllStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
  notifySessionChange();
}

function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
