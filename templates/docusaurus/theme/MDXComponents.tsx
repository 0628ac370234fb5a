import Head from '../Head.js';
import { mdxComponents } from '../../theme/mdx-components.js';

/**
 * `@theme/MDXComponents`: the components MDX pages render their elements with. A site may spread
 * it into a map of its own (`{ ...MDXComponents, Highlight }`).
 */
const MDXComponents = { ...mdxComponents, Head };

export default MDXComponents;
