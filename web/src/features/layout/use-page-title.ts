// The tab names the page ("Serums — PRIME"). Leaving the page puts back the shop's own title from
// index.html, so home and other untitled pages never keep the last product's name.
import { useEffect } from 'react';

// Read once, before any page has renamed the tab.
const SHOP_TITLE = document.title;

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
