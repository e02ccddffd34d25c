// The tab names the page ("Serums — PRIME"). Leaving the page puts back the shop's own title, so home
// and other untitled pages never keep the last product's name. The server writes the same titles
// into the pages it renders (server/src/pages/), so the tab does not change when the app takes over.
import { useEffect } from 'react';

/** The shop's title: index.html's <title>, and the tab's name on pages that give none. */
export const SHOP_TITLE = 'PRIME — Science for your skin';

/** `name` is left out while it loads (`undefined` or `null`): the tab keeps the shop's title. */
export function usePageTitle(name: string | null | undefined) {
  useEffect(() => {
    if (!name) return;
    document.title = `${name} — PRIME`;
    return () => {
      document.title = SHOP_TITLE;
    };
  }, [name]);
}
