import { useContext } from 'react';
import type { NavbarItemData, SiteData } from '../../../common/data.js';
import { DEFAULT_DOCS } from '../../../common/docs-instances.js';
import { isInternalUrl } from '../../../common/internal-url.js';
import { linkTarget } from '../../../common/link-target.js';
import { ownVersionName } from '../../../common/version-names.js';
import { useSiteData } from '../../context.js';
import { NavbarItemByType } from '../../NavbarItem.js';
import { dropdownInstance, OwnDropdownContext } from '../version-dropdown-props.js';

/** The versions a docs version dropdown lists, as Docusaurus takes them: names, or names with labels. */
type VersionsConfig = string[] | Record<string, { label?: string } | undefined>;

/** An entry of Docusaurus's lists around the versions (`dropdownItemsBefore`): HTML, or a link. */
function entryOf(entry: Record<string, unknown>, site: SiteData, position: NavbarItemData['position']): NavbarItemData {
  const className = entry.className as string | undefined;
  if (entry.type === 'html') return { type: 'html', html: String(entry.value ?? ''), position, className };
  const to = (entry.to ?? entry.href) as string | undefined;
  return {
    type: 'default',
    label: entry.label as string | undefined,
    href: to === undefined ? undefined : linkTarget(to, site),
    external: to !== undefined && !isInternalUrl(to),
    position,
    className,
  };
}

/** The versions of the docs `item` lists, each as an entry of its dropdown. */
function versionEntries(item: NavbarItemData, site: SiteData): NavbarItemData[] {
  const instance = dropdownInstance(item, site.versions) ?? DEFAULT_DOCS;
  return site.versions
    .filter((version) => (version.instance ?? DEFAULT_DOCS) === instance)
    .map((version) => ({
      type: 'docsVersion',
      label: version.label,
      href: version.mainDocHref,
      version: version.name,
      position: item.position,
    }));
}

/**
 * A version dropdown as a site's component asks it drawn (Docusaurus's props, `given`): the
 * versions it names (`versions`, of all its docs' versions), in its order and with its labels; its
 * entries before and after them, after those of the config; its class; whether it is never marked.
 * The rest is the dropdown as ckdocs's navbar made it.
 */
function withDropdownChanges(item: NavbarItemData, given: Record<string, unknown>, site: SiteData): NavbarItemData {
  const entries = item.items ?? [];
  const versionAt = entries.map((entry) => entry.version !== undefined);
  const first = versionAt.indexOf(true);
  const last = versionAt.lastIndexOf(true);
  let versions = first < 0 ? [] : entries.slice(first, last + 1);
  const config = given.versions as VersionsConfig | undefined;
  if (config) {
    const named = Array.isArray(config) ? config.map((name) => [name, undefined] as const) : Object.entries(config);
    const byName = new Map(
      versionEntries(item, site).map((entry) => [
        ownVersionName(site.versions.find((v) => v.name === entry.version)!),
        entry,
      ]),
    );
    versions = named.flatMap(([name, label]) => {
      const entry = byName.get(name);
      return entry ? [{ ...entry, label: label?.label ?? entry.label }] : [];
    });
  }
  const added = (key: string) =>
    ((given[key] as Record<string, unknown>[] | undefined) ?? []).map((entry) => entryOf(entry, site, item.position));
  const items = [
    ...entries.slice(0, Math.max(first, 0)),
    ...added('dropdownItemsBefore'),
    ...versions,
    ...(first < 0 ? entries : entries.slice(last + 1)),
    ...added('dropdownItemsAfter'),
  ];
  const className = typeof given.className === 'string' ? given.className : item.className;
  const activeClassDisabled = given.dropdownActiveClassDisabled === true || undefined;
  const changed = { ...item, className, activeClassDisabled };
  // A menu of one is a link to it, as the classic theme draws it (templates/NavbarItem.tsx).
  const [only] = items;
  if (items.length === 1 && only!.version !== undefined)
    return { ...changed, items: undefined, label: only!.label, href: only!.href, version: only!.version };
  return { ...changed, items };
}

/**
 * `@theme-original/NavbarItem/DocsVersionDropdownNavbarItem`: ckdocs's version dropdown, for a
 * site's that wraps it. Inside ckdocs's navbar it draws the dropdown it was asked for, with what the
 * site's changed; elsewhere, the dropdown of the versions of the docs its `docsPluginId` names.
 */
export default function DocsVersionDropdownNavbarItem(props: Record<string, unknown>) {
  const site = useSiteData();
  const own = useContext(OwnDropdownContext);
  const mobile = typeof props.mobile === 'boolean' ? props.mobile : (own?.mobile ?? false);
  if (own) return <NavbarItemByType {...own} item={withDropdownChanges(own.item, props, site)} mobile={mobile} />;
  // Outside the navbar: a dropdown of every version of the docs its plugin id names.
  const pluginId = (props.docsPluginId as string | undefined) ?? DEFAULT_DOCS;
  const any = site.versions.find((version) => (version.instance ?? DEFAULT_DOCS) === pluginId);
  const position = props.position === 'left' ? 'left' : 'right';
  const of: NavbarItemData = { type: 'docsVersionDropdown', position, version: any?.name };
  const item = { ...of, items: versionEntries(of, site) };
  return <NavbarItemByType item={withDropdownChanges(item, props, site)} mobile={mobile} />;
}
