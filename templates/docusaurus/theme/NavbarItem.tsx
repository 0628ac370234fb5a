import type { NavbarItemData } from '../../../common/data.js';
import { NavbarItem as OwnNavbarItem } from '../../NavbarItem.js';
import { OWN_ITEM, OWN_SIDEBAR } from '../navbar-item-props.js';

/**
 * `@theme-original/NavbarItem`: ckdocs's own, for a site's NavbarItem that wraps it. Given the
 * props ckdocs's navbar gave the site's, it draws that item; given an item the site's code wrote,
 * it reads it as the config's.
 */
export default function NavbarItem(props: Record<string, unknown>) {
  const item = (props[OWN_ITEM] as NavbarItemData | undefined) ?? {
    type: typeof props.type === 'string' ? props.type : 'default',
    label: props.label as string | undefined,
    href: (props.href ?? props.to) as string | undefined,
    position: props.position === 'left' ? 'left' : 'right',
    className: props.className as string | undefined,
  };
  return (
    <OwnNavbarItem item={item} sidebar={props[OWN_SIDEBAR] as string | undefined} mobile={props.mobile === true} />
  );
}
