// What other features may use of the seller's details and the grievance desk (its pages are routes).
export { useShopInfo } from './api/get-shop-info.ts';
export { phoneText, SellerDetails } from './seller-details.tsx';
