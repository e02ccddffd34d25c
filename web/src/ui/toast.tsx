// Short notices that float over any page and leave on their own. The list lives outside React so a
// toast survives a page change (e.g. 'Login Successful!' fired on /login is still read on /). Mount
// one <ToastProvider> around a page tree; anything calls `useToast().toast(...)`.
//
// Success and info toasts keep the shop's durations (2000 ms, guest favourites 1500 ms). An error
// stays at least 5 s, longer when it has more to read, because a shopper has to act on it. Every
// toast waits while the pointer is over it or focus is inside it, and its × closes it at once. A
// success takes away the errors showing before it.
import { TOAST_MS } from '@prime/contract';
import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
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

/** The least an error toast stays. */
export const ERROR_TOAST_MIN_MS = 5000;
/** Reading time of an error's words, per character: about 200 words a minute. */
const ERROR_TOAST_MS_PER_CHARACTER = 60;

/** How long a toast stays when nobody holds it. */
export function toastDuration({ kind, title, text = '', durationMs }: ToastOptions): number {
  if (kind !== 'error') return durationMs ?? TOAST_MS;
  const reading = (title.length + text.length) * ERROR_TOAST_MS_PER_CHARACTER;
  return Math.max(ERROR_TOAST_MIN_MS, reading, durationMs ?? 0);
}

let shown: ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** The running timer of each toast, and when it fires; a held toast keeps only the time it had left. */
const timers = new Map<number, { timer?: number; endsAt: number; left: number }>();

function publish(next: ShownToast[]) {
  shown = next;
  listeners.forEach((listener) => listener());
}

function startTimer(id: number, ms: number) {
  timers.set(id, { timer: window.setTimeout(() => dismissToast(id), ms), endsAt: Date.now() + ms, left: ms });
}

export function dismissToast(id: number): void {
  window.clearTimeout(timers.get(id)?.timer);
  timers.delete(id);
  publish(shown.filter((t) => t.id !== id));
}

/** Stops a toast's clock (pointer over it, focus inside it). */
export function holdToast(id: number): void {
  const entry = timers.get(id);
  if (!entry || entry.timer === undefined) return;
  window.clearTimeout(entry.timer);
  timers.set(id, { endsAt: entry.endsAt, left: Math.max(0, entry.endsAt - Date.now()) });
}

/** Runs a held toast's clock again for the time it had left. */
export function releaseToast(id: number): void {
  const entry = timers.get(id);
  if (!entry || entry.timer !== undefined) return;
  startTimer(id, entry.left);
}

export function showToast(options: ToastOptions): void {
  // A success answers the errors before it (the right code after a wrong one, a login after a wrong
  // password): they go, unless the shopper is reading one (pointer over it, focus inside it).
  const answered =
    options.kind === 'success'
      ? shown.filter((t) => t.kind === 'error' && timers.get(t.id)?.timer !== undefined)
      : [];
  answered.forEach((t) => {
    window.clearTimeout(timers.get(t.id)?.timer);
    timers.delete(t.id);
  });
  const id = nextId++;
  publish([...shown.filter((t) => !answered.includes(t)), { ...options, id }]);
  startTimer(id, toastDuration(options));
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

export function ToastProvider({
  children,
  placement = 'foot',
}: {
  children: React.ReactNode;
  /**
   * `foot`: at the foot of the screen (the shop: its sticky header stays free). `top`: at the top
   * (the console, whose buttons run down the page: a stack of toasts never lies over the next one).
   */
  placement?: 'foot' | 'top';
}) {
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
      <div className={`${styles.region} ${placement === 'top' ? styles.top : ''}`}>
        {toasts.map((t) => (
          <ToastItem key={t.id} item={t} />
        ))}
      </div>
    </InsideProvider.Provider>
  );
}

function ToastItem({ item }: { item: ShownToast }) {
  // Held while the pointer is over it or focus is inside it; it goes on when both have left.
  const held = useRef({ pointer: false, focus: false });
  const hold = (by: 'pointer' | 'focus', on: boolean) => {
    held.current[by] = on;
    if (held.current.pointer || held.current.focus) holdToast(item.id);
    else releaseToast(item.id);
  };
  // Errors interrupt (alert); everything else waits for a pause in speech (status, polite).
  const live = item.kind === 'error' ? { role: 'alert' } : { role: 'status', 'aria-live': 'polite' as const };
  return (
    <div
      {...live}
      className={`${styles.toast} ${styles[item.kind]}`}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
      }}
    >
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
