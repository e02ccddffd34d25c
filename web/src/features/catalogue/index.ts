// What other features may use of the catalogue: everything else in this folder is its own business.
export { useBestSellers } from './api/get-best-sellers.ts';
export { useCategories } from './api/get-categories.ts';
export { useConcerns } from './api/get-concerns.ts';
export { useProducts } from './api/get-products.ts';
export { CardGrid, ProductGrid } from './components/product-grid.tsx';
export { cardParts, ProductCardFrame } from './components/product-card-frame.tsx';
export { primaryImage, productPrice } from './components/product-pricing.ts';
export { ListingControls, useListingFilters } from './components/listing-controls.tsx';
