// What other features may use of auth: everything else in this folder is its own business.
export { withNext } from './start-session.ts';
