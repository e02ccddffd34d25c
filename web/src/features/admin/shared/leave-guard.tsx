// Asks before a form's unsaved changes are lost: a link in the console (the menu, "Back to products"),
// the browser's Back or Forward, a reload or closing the tab. The app runs the declarative router
// (web/src/app/router.tsx), which has no `useBlocker`, so the guard stops those moves itself: a link's
// click before the router sees it, a history move by going back where it was, and a reload or close
// with the browser's own "Leave site?" question (`beforeunload`).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

/** The position BrowserRouter keeps in each history entry's state. */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/** The same-window, same-site link a plain click on `target` would follow. */
function followedLink(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : undefined;
}

export function LeaveGuard({ dirty, text }: { dirty: boolean; text: string }) {
  const navigate = useNavigate();
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    allowed.current = false;
    const here = historyIndex(window.history.state);
    let undoing = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const url = followedLink(event);
      if (!url || allowed.current) return;
      event.preventDefault();
      event.stopPropagation();
      setLeave(() => () => navigate(url.pathname + url.search + url.hash));
    };
    // A capturing listener on window runs before the router's own, which then never hears of the move.
    const onPopState = (event: PopStateEvent) => {
      if (allowed.current) return;
      event.stopImmediatePropagation();
      if (undoing) {
        undoing = false;
        return;
      }
      const there = historyIndex(event.state);
      if (here === undefined || there === undefined || there === here) return;
      undoing = true;
      window.history.go(here - there);
      setLeave(() => () => window.history.go(there - here));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dirty, navigate]);

  return (
    <ConfirmDialog
      open={leave !== null}
      title="Leave without saving?"
      text={text}
      confirmLabel="Leave without saving"
      cancelLabel="Stay"
      onCancel={() => setLeave(null)}
      onConfirm={() => {
        allowed.current = true;
        setLeave(null);
        leave?.();
      }}
    />
  );
}
