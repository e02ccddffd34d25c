// The one modal of the app: labelled by its title, closed by Esc, the × button or (when allowed) a
// click on the backdrop; focus moves in, stays in (a click on the backdrop or on a toast does not
// take it out), and returns to where it was; the page stops scrolling.
import { createContext, useContext, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './close-button.tsx';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** False for dialogs that must be answered with one of their own buttons. */
  closeOnBackdrop?: boolean;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  /**
   * `side`: a full-height panel sliding in from the right (the whole screen on a phone); `large`: as
   * wide as a desktop allows, for a photo; `beside`: a dialog opened from a side panel, left of it
   * where the screen is wide (the panel's title stays whole) and over it where it is not.
   */
  size?: 'small' | 'medium' | 'large' | 'side' | 'beside';
  /** False: focus goes to the dialog itself, not its first control (a phone would open its keyboard
   * for a first text box the shopper did not ask for). */
  focusFirstControl?: boolean;
  /** Where focus goes on close when the control that opened the dialog is gone (e.g. deleted card). */
  focusAfterClose?: React.RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openCount = 0;
/**
 * Open dialogs, the top one last: only it answers Esc and holds focus. A dialog opened from inside
 * another is above it (its depth is greater) even when both open in one render, where React runs the
 * inner one's effects first: the outer one must not then take the focus (the cart panel's Pincode box
 * behind the checkout).
 */
const openPanels: { panel: HTMLElement; depth: number }[] = [];
/** How many dialogs a dialog is opened inside of. */
const DialogDepth = createContext(0);

function lockScroll(): () => void {
  if (openCount++ === 0) document.body.style.overflow = 'hidden';
  return () => {
    if (--openCount === 0) document.body.style.overflow = '';
  };
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

/**
 * While the dialog is open: the page does not scroll, focus starts inside and stays there, Esc closes
 * the top dialog, and on close focus goes back to where it was.
 */
function useModalBehaviour(
  panel: React.RefObject<HTMLDivElement | null>,
  content: React.RefObject<HTMLDivElement | null>,
  {
    onClose,
    focusFirstControl,
    focusAfterClose,
    depth,
  }: Pick<DialogProps, 'onClose' | 'focusFirstControl' | 'focusAfterClose'> & { depth: number },
) {
  const onCloseRef = useRef(onClose);
  // Read once, when the dialog opens.
  const startAtControl = useRef(focusFirstControl);
  const focusAfterCloseRef = useRef(focusAfterClose);
  useEffect(() => {
    onCloseRef.current = onClose;
    focusAfterCloseRef.current = focusAfterClose;
  });

  useEffect(() => {
    const own = panel.current!;
    const returnTo = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    const focusInside = () => (content.current?.querySelector<HTMLElement>(FOCUSABLE) ?? own).focus();
    const entry = { panel: own, depth };
    openPanels.push(entry);
    openPanels.sort((a, b) => a.depth - b.depth);
    const isTop = () => openPanels[openPanels.length - 1] === entry;
    if (isTop()) {
      if (startAtControl.current) focusInside();
      else own.focus();
    }
    // On the document, not the panel: Esc must work wherever focus is (e.g. after a click outside).
    const onDocumentKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTop()) return;
      event.stopPropagation();
      onCloseRef.current();
    };
    const onFocusOutside = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !own.contains(event.target)) focusInside();
    };
    document.addEventListener('keydown', onDocumentKey);
    document.addEventListener('focusin', onFocusOutside);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      document.removeEventListener('focusin', onFocusOutside);
      openPanels.splice(openPanels.indexOf(entry), 1);
      unlock();
      const back =
        returnTo?.isConnected && returnTo !== document.body ? returnTo : focusAfterCloseRef.current?.current;
      back?.focus();
    };
    // The refs and the depth are the dialog's own for its whole life: set up once, when it opens.
  }, [panel, content, depth]);
}

/** Tab past the last control comes back to the first, Shift+Tab before the first goes to the last. */
function keepTabInside(event: React.KeyboardEvent, panel: HTMLElement | null) {
  if (event.key !== 'Tab' || !panel) return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const firstItem = items[0]!;
  const lastItem = items[items.length - 1]!;
  if (event.shiftKey && document.activeElement === firstItem) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && document.activeElement === lastItem) {
    event.preventDefault();
    firstItem.focus();
  }
}

function OpenDialog({
  title,
  onClose,
  children,
  closeOnBackdrop = true,
  hideTitle,
  size = 'medium',
  focusFirstControl = true,
  focusAfterClose,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const depth = useContext(DialogDepth) + 1;
  useModalBehaviour(panel, content, { onClose, focusFirstControl, focusAfterClose, depth });
  const backdrop = size === 'side' ? styles.sideBackdrop : size === 'beside' ? styles.besideBackdrop : '';

  return (
    <div
      className={`${styles.backdrop} ${backdrop}`}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Keep focus in the dialog: a press on the backdrop would otherwise move it to the page.
        event.preventDefault();
        if (closeOnBackdrop) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${styles[size]}`}
        onKeyDown={(event) => keepTabInside(event, panel.current)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <CloseButton className={styles.close} onClick={onClose} />
        </div>
        <div ref={content}>
          <DialogDepth.Provider value={depth}>{children}</DialogDepth.Provider>
        </div>
      </div>
    </div>
  );
}
