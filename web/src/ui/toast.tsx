// Short notices that float over any page and leave on their own (spec §9: 2000 ms). The list lives
// outside React so a toast survives a page change (e.g. 'Login Successful!' fired on /login is still
// read on /). Mount one <ToastProvider> around a page tree; anything calls `useToast().toast(...)`.
import { TOAST_MS } from '@prime/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import styles from './toast.module.css';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  text?: string;
  kind: ToastKind;
  durationMs?: number;
}

interface ShownToast extends ToastOptions {
  id: number;
}

let shown: ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, number>();

function publish(next: ShownToast[]) {
  shown = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  window.clearTimeout(timers.get(id));
  timers.delete(id);
  publish(shown.filter((t) => t.id !== id));
}

export function showToast(options: ToastOptions): void {
  const id = nextId++;
  publish([...shown, { ...options, id }]);
  timers.set(
    id,
    window.setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_MS),
  );
}

/** Removes every toast at once (tests start from an empty screen). */
export function clearToasts(): void {
  [...timers.keys()].forEach(dismissToast);
}

const toastApi = { toast: showToast, dismiss: dismissToast };

export function useToast(): typeof toastApi {
  return toastApi;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const InsideProvider = createContext(false);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const nested = useContext(InsideProvider);
  const toasts = useSyncExternalStore(
    subscribe,
    () => shown,
    () => shown,
  );
  // An inner provider (e.g. a page that mounts its own) leaves the showing to the outer one.
  if (nested) return children;
  return (
    <InsideProvider.Provider value>
      {children}
      <div className={styles.region}>
        {toasts.map((t) => (
          <ToastItem key={t.id} item={t} />
        ))}
      </div>
    </InsideProvider.Provider>
  );
}

function ToastItem({ item }: { item: ShownToast }) {
  // Errors interrupt (alert); everything else waits for a pause in speech (status, polite).
  const live = item.kind === 'error' ? { role: 'alert' } : { role: 'status', 'aria-live': 'polite' as const };
  return (
    <div {...live} className={`${styles.toast} ${styles[item.kind]}`}>
      <span className={styles.icon} aria-hidden="true">
        {item.kind === 'success' ? '✓' : item.kind === 'error' ? '!' : 'i'}
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{item.title}</p>
        {item.text && <p className={styles.text}>{item.text}</p>}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss"
        onClick={() => dismissToast(item.id)}
      >
        ×
      </button>
    </div>
  );
}
