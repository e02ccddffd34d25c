// Asks before a form's unsaved changes are lost: a link in the console (the menu, "Back to products"),
// the browser's Back or Forward, a reload or closing the tab. The app runs the declarative router
// (web/src/app/router.tsx), which has no `useBlocker`, so the guard stops those moves itself: a link's
// click before the router sees it; Back and Forward through the browser's Navigation API, whose
// `navigate` event comes before the move (a `popstate` comes after it, and the router hears it first);
// a reload or close with the browser's own "Leave site?" question (`beforeunload`).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

/** The parts of the Navigation API the guard uses (not yet in TypeScript's DOM types). */
interface Navigation extends EventTarget {
  currentEntry: { index: number } | null;
}
interface NavigateEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { index: number };
}
const browserNavigation = () => (window as { navigation?: Navigation }).navigation;

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
    const navigation = browserNavigation();
    // A browser lets a page stop Back or Forward once per user action (cancelable), so it cannot trap
    // anyone: a second Back without a click in between leaves.
    const onNavigate = (event: Event) => {
      const move = event as NavigateEvent;
      const here = navigation?.currentEntry?.index;
      if (allowed.current || move.navigationType !== 'traverse' || !move.cancelable || here === undefined) {
        return;
      }
      event.preventDefault();
      const steps = move.destination.index - here;
      setLeave(() => () => window.history.go(steps));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
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
