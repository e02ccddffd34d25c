// What other features may use of search: everything else in this folder is its own business.
export { SearchBox } from './search-box.tsx';
