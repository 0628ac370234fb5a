/**
 * `{#id}` ending a heading's text: any characters up to its last brace (`{#api.load-v2}`), as
 * Docusaurus reads a custom heading id.
 */
export const HEADING_ID = /\s*\{#((?:.(?!\{#|\}))*.)\}\s*$/;
