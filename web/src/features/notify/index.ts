// What other features may use of NOTIFY ME: everything else in this folder is its own business.
export { canBuy, NotifyMeButton } from './notify-me-button.tsx';
