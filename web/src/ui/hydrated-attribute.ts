// The attribute on <html> that says a server-rendered page is live, in a module of its own: the
// browser's entry (main.tsx) waits for it without loading React.
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
