import type { NavbarItemData } from '../../../common/data.js';
import { NavbarItem as OwnNavbarItem, type NavbarItemProps } from '../../NavbarItem.js';
import { useSiteData } from '../../context.js';
import { docusaurusNavbarItemProps, OWN_ITEM, withSiteChanges } from '../navbar-item-props.js';

/**
 * `@theme-original/NavbarItem`: ckdocs's own, for a site's NavbarItem that wraps it. Given the
 * props ckdocs's navbar gave the site's, it draws that item, with what the site's changed (a
 * label, an address, a class, a click handler); given an item the site's code wrote, it reads
 * it as the config's.
 */
export default function NavbarItem(props: Record<string, unknown>) {
  const site = useSiteData();
  const own = props[OWN_ITEM] as NavbarItemProps | undefined;
  if (own) {
    const { item, link } = withSiteChanges(own.item, props, docusaurusNavbarItemProps(own), site);
    // A handler of the site's takes the place of ckdocs's, which it was handed to call.
    return <OwnNavbarItem {...own} item={item} link={{ ...own.link, ...link }} />;
  }
  const item: NavbarItemData = {
    type: typeof props.type === 'string' ? props.type : 'default',
    label: props.label as string | undefined,
    href: (props.href ?? props.to) as string | undefined,
    position: props.position === 'left' ? 'left' : 'right',
    className: props.className as string | undefined,
  };
  return <OwnNavbarItem item={item} mobile={props.mobile === true} />;
}
