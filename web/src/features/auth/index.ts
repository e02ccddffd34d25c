// What other features and the app may use of auth: everything else in this folder is its own business.
export { setSignInSteps, withNext, type SignInStep } from './start-session.ts';
