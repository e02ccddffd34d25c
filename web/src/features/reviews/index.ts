// What other features may use of reviews: everything else in this folder is its own business.
export { ProductReviews } from './product-reviews.tsx';
export { formatRating, reviewCountText } from './rating.ts';
