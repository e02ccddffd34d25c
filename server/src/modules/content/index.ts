// What other parts of the server may use of the storefront's content: the lists the server-rendered
// pages draw from (server/src/pages/; docs/decisions/0007-layer-boundaries-in-lint.md).
export {
  listBanners,
  listBlogPosts,
  listContactCards,
  listFaqs,
  listOfferBanners,
  listPartners,
  listSpecialities,
  listStandards,
} from './content-lists.ts';
