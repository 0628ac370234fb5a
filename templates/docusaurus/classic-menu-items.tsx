import DocSidebarItems from '@theme/DocSidebarItems';
import { withSidebarProps } from './doc-sidebar-props.js';

/**
 * The doc's sidebar in ckdocs's menu on narrow screens, where the classic theme's DocSidebar draws
 * the sidebar: its items, as the classic theme's own menu lists them (that DocSidebar, on a narrow
 * screen, hands them to the classic navbar's menu, which ckdocs's navbar does not have).
 */
export default withSidebarProps(function ClassicMenuItems({ sidebar, path }) {
  return (
    <ul className="theme-doc-sidebar-menu menu__list">
      <DocSidebarItems items={sidebar} activePath={path} level={1} onItemClick={() => {}} />
    </ul>
  );
});
