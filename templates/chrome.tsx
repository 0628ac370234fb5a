import type { ComponentType, ReactNode } from 'react';
import ThemeLayout from 'ck:theme-layout';
import type { SidebarData } from '../common/data.js';
import { Layout } from './Layout.js';

/**
 * The chrome around a page ckdocs draws (a doc, a blog list, search, 404): the Layout of the site's
 * theme or of a plugin's where one replaces `@theme/Layout`, as Docusaurus draws every page in it
 * (a Layout that counts page views counts the docs too); else ckdocs's own.
 */
export const Chrome: ComponentType<{ children?: ReactNode; menu?: SidebarData }> = ThemeLayout ?? Layout;
