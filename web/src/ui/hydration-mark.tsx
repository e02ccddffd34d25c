// Marks the document once the page under it is live. A server-rendered page looks ready before its
// script has run: the browser's entry holds a tap on a button until this mark and then makes it again
// (web/src/main.tsx), and browser journeys wait for it (e2e/support/test.ts) so that what they check
// after a click is the live page's answer.
import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from './hydrated-attribute.ts';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return null;
}
