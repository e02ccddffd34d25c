// What other parts of the server may use of the reviews: a product's list, which its server-rendered
// page draws (server/src/pages/; docs/decisions/0007-layer-boundaries-in-lint.md).
export { listReviews } from './review-list.ts';
