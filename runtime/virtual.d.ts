declare module 'ck:site-data' {
  const site: import('../templates/data.js').SiteData;
  export default site;
}

declare module 'ck:docsearch-css' {
  const css: string;
  export default css;
}
