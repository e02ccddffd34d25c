// What other features may use of the home page: everything else in this folder is its own business.
export { useFaqs } from './api/get-faqs.ts';
