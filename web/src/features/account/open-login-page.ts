/** Loads the login page afresh; `path` carries the page wanted afterwards (`/login?next=…`). */
export const openLoginPage = (path: string) => window.location.replace(path);
