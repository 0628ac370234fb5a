// DocSearch 3's modal, made valid ARIA. Its container is a button holding the whole modal, its
// header and footer landmarks, each hit an option holding a link, and its lists' ids are not the
// ones the input's aria-controls names.
// React sets an attribute again only when its own value for it changes: an observer redoes the repairs then.

/** The container as a modal dialog named by the search label, not a button around the controls. */
function asDialog(container: Element): void {
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  for (const name of ['tabindex', 'aria-expanded', 'aria-haspopup']) container.removeAttribute(name);
  // Its header and footer are parts of the dialog, not a second banner and contentinfo of the page.
  for (const part of container.querySelectorAll('.DocSearch-SearchBar, .DocSearch-Footer'))
    part.setAttribute('role', 'none');
}

/** A hit's link is its option (an option cannot hold a link): the option's role, id and selection move onto it. */
function linkAsOption(hit: Element): void {
  const link = hit.querySelector(':scope > a');
  if (!link) return;
  hit.setAttribute('role', 'none');
  link.setAttribute('role', 'option');
  for (const name of ['id', 'aria-selected']) {
    const value = hit.getAttribute(name);
    if (value === null) continue;
    link.setAttribute(name, value);
    hit.removeAttribute(name);
  }
}

/** A list of hits gets the id aria-controls names (`docsearch-hits0-list` for `docsearch-hits0-item-3`), not DocSearch's shared `docsearch-list`. */
function nameList(list: Element): void {
  const id = list.querySelector('[role="option"][id]')?.id.replace(/-item-\d+$/, '-list');
  if (id && list.id !== id) list.id = id;
}

/** Keeps the open modal's markup repaired; returns what stops it. */
export function repairModalAria(container: Element): () => void {
  // React sets the container's and its parts' attributes once: they stay repaired.
  asDialog(container);
  const repair = () => {
    container.querySelectorAll('.DocSearch-Hit').forEach(linkAsOption);
    container.querySelectorAll('[role="listbox"]').forEach(nameList);
  };
  repair();
  // Only the attributes React changes as the reader types and moves: the repairs' own changes end the next pass.
  const observer = new MutationObserver(repair);
  observer.observe(container, { subtree: true, childList: true, attributeFilter: ['id', 'aria-selected'] });
  return () => observer.disconnect();
}

/** DocSearch's stylesheet with the selected hit found by its link, where the selection now is. */
export function selectionOnLinks(css: string): string {
  return css.replaceAll('.DocSearch-Hit[aria-selected=true]', '.DocSearch-Hit:has(> [aria-selected=true])');
}
