import { Sidebar } from '../../Sidebar.js';
import type { SidebarItem } from '../../../common/data.js';

/** What Docusaurus's theme gives `@theme/DocSidebar`: the sidebar's items and the page's path. */
interface DocusaurusSidebarProps {
  sidebar: SidebarItem[];
  path: string;
}

/**
 * `@theme-original/DocSidebar`: ckdocs's sidebar, for a site's DocSidebar that wraps it and hands
 * it Docusaurus's props.
 */
export default function DocSidebar({ sidebar, path }: DocusaurusSidebarProps) {
  return <Sidebar items={sidebar} pathname={path} />;
}
