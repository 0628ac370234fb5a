import type { ComponentType } from 'react';

/** A page's compiled content: its module's default export, drawn with the theme's MDX components. */
export type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;
