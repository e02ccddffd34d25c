// Browser-storage lists that React reads through useSyncExternalStore: a change in this tab fires the
// list's own window event, a change in another tab arrives as the `storage` event for its key.
export function subscribeToStorageKey(key: string, event: string) {
  return (onChange: () => void) => {
    const onStorage = (storageEvent: StorageEvent) => {
      // `key` null: another tab cleared the whole storage (logout).
      if (storageEvent.key === key || storageEvent.key === null) onChange();
    };
    window.addEventListener(event, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(event, onChange);
      window.removeEventListener('storage', onStorage);
    };
  };
}

/** The raw stored text: stable between changes, so React re-renders only on a real change. */
export const rawSnapshot = (key: string) => () => localStorage.getItem(key) ?? '[]';

/** A stored JSON list; anything else (missing, broken, not a list) reads as empty. */
export function parseList(raw: string | null): unknown[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
