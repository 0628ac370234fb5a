/** "One doc tagged with …", "3 docs tagged with …": a tag page's title, as Docusaurus words it. */
export const taggedTitle = (count: number, label: string): string =>
  `${count === 1 ? 'One doc' : `${count} docs`} tagged with "${label}"`;
