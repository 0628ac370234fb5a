import type { AnchorHTMLAttributes, ImgHTMLAttributes, ReactNode } from 'react';
import { isInternalUrl } from '../../common/internal-url.js';
import { collectMarkdownLink } from '../docusaurus/collected-links.js';
import Admonition from './Admonition.js';
import ApiCode from './ApiCode.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import Heading, { createHeading, type HeadingTag } from './Heading.js';
import Mermaid from './Mermaid.js';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';

/**
 * A Markdown link on a Docusaurus site, as its Link draws one: with an empty class attribute, by
 * which a site's CSS (`a:not([class])`) tells links of the text from others; one that leaves the
 * site opens in a new tab, unless the page's markup says where.
 */
const DocusaurusMarkdownLink = (props: AnchorHTMLAttributes<HTMLAnchorElement>) => {
  // Told to the link check: a Markdown link is checked as Docusaurus checks it only where it is drawn.
  collectMarkdownLink(props.href);
  return (
    <a
      className=""
      {...(props.href !== undefined && !isInternalUrl(props.href) && { target: '_blank', rel: 'noopener noreferrer' })}
      {...props}
    />
  );
};

/**
 * A Markdown image on a Docusaurus site, as its theme draws one: loaded as it nears the window,
 * decoded aside, with the classic theme's module name, by which it keeps its shape when narrowed.
 */
const DocusaurusMarkdownImage = (props: ImgHTMLAttributes<HTMLImageElement>) => (
  <img
    decoding="async"
    loading="lazy"
    {...props}
    className={props.className ? `${props.className} img_ck` : 'img_ck'}
  />
);

/**
 * A Markdown heading: on a Docusaurus site `@theme/Heading`, as its MDXComponents draws one, so
 * that a site's own Heading (its anchors' offset, an icon), which takes this import's place
 * (cli/bundle/swizzled.ts), draws those of its pages too.
 */
const markdownHeading = (tag: HeadingTag) =>
  DOCUSAURUS_SITE
    ? function MarkdownHeading(props: { id?: string; children?: ReactNode }) {
        return <Heading as={tag} {...props} />;
      }
    : createHeading(tag);

/** Components every MDX page can use without importing them; generated markup relies on these. */
export const mdxComponents = {
  ...(DOCUSAURUS_SITE && { a: DocusaurusMarkdownLink, img: DocusaurusMarkdownImage, details: Details }),
  Admonition,
  ApiCode,
  CodeBlock,
  Mermaid,
  Tabs,
  TabItem,
  Details,
  h1: markdownHeading('h1'),
  h2: markdownHeading('h2'),
  h3: markdownHeading('h3'),
  h4: markdownHeading('h4'),
  h5: markdownHeading('h5'),
  h6: markdownHeading('h6'),
};
