declare module 'ck:site-data' {
  const site: import('../templates/data.js').SiteData;
  export default site;
}
