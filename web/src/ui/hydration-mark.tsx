// Marks the document once the page under it is live. A server-rendered page looks ready before its
// script has run, and a tap before hydration reaches no handler; browser journeys wait for this mark
// (e2e/support/test.ts) so they act as a shopper does on a page that responds.
import { useEffect } from 'react';

export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return null;
}
