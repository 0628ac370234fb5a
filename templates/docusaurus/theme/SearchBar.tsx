// `@theme/SearchBar` for a Docusaurus site's own code (a swizzled navbar that places the search):
// ckdocs's search, which stands in for the search-algolia theme's.
export { SearchBar as default } from '../../SearchBar.js';
