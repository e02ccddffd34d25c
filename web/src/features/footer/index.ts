// What other features may use of the footer: everything else in this folder is its own business.
export { SiteFooter } from './site-footer.tsx';
