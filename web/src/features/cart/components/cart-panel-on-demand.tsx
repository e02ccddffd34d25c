// The cart panel as the header and GO TO CART open it: its code (lines, quantities, totals, the
// delivery estimate) loads the first time it opens, so a page's first load carries none of it. The
// pointer nearing the cart button starts the load early.
import { lazy, Suspense } from 'react';

const loadPanel = () => import('./cart-panel.tsx');
const Panel = lazy(() => loadPanel().then((module) => ({ default: module.CartPanel })));

/** Starts loading the panel's code ahead of the click that opens it. */
export const preloadCartPanel = () => void loadPanel();

export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Panel open onClose={onClose} />
    </Suspense>
  );
}
