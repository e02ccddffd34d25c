// What other parts of the server may use of the catalogue: the lists the server-rendered pages,
// robots.txt and the sitemap draw from (server/src/pages/). Everything else stays inside the module
// (docs/decisions/0007-layer-boundaries-in-lint.md).
export { listCategories, listConcerns } from './category-lists.ts';
export { listProducts } from './product-list.ts';
export { suggestSpelling } from './search-match.ts';
