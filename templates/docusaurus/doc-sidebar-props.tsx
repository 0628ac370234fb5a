import { Suspense, type ComponentType } from 'react';
import { readSidebar } from '../context.js';
import type { SidebarData, SidebarItem } from '../../common/data.js';

/** What ckdocs's theme gives its doc sidebar: the items (perhaps still loading) and the page's path. */
interface CkdocsProps {
  items: SidebarData;
  pathname: string;
}

/** What Docusaurus's theme gives `@theme/DocSidebar`. */
interface DocusaurusProps {
  path: string;
  sidebar: SidebarItem[];
  onCollapse: () => void;
  isHidden: boolean;
}

/** Categories as Docusaurus's sidebar gives them: whether each is collapsible, always said. */
const asDocusaurus = (items: SidebarItem[]): SidebarItem[] =>
  items.map((item) =>
    item.type === 'category'
      ? {
          ...item,
          collapsible: item.collapsible ?? true,
          collapsed: item.collapsed ?? true,
          items: asDocusaurus(item.items),
        }
      : item,
  );

/**
 * A DocSidebar with the props Docusaurus gives it, once the sidebar's items have come (the page
 * does not wait for them).
 */
export function withSidebarProps(DocSidebar: ComponentType<DocusaurusProps>): ComponentType<CkdocsProps> {
  function Loaded({ items, pathname }: CkdocsProps) {
    return (
      <DocSidebar path={pathname} sidebar={asDocusaurus(readSidebar(items))} onCollapse={() => {}} isHidden={false} />
    );
  }
  return function SiteDocSidebar(props: CkdocsProps) {
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * A site's own DocSidebar (or the classic theme's), where ckdocs's theme renders its sidebar: in
 * the classic theme's sticky viewport, as such a sidebar expects; it pads itself below the
 * navbar, under which its container reaches (infima.css).
 */
export function withDocusaurusProps(DocSidebar: ComponentType<DocusaurusProps>): ComponentType<CkdocsProps> {
  const Adapted = withSidebarProps(DocSidebar);
  return function ClassicFramedSidebar(props: CkdocsProps) {
    return (
      <div className="docusaurus-sidebar-viewport">
        <Adapted {...props} />
      </div>
    );
  };
}
