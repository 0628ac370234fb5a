import type { ReactNode } from 'react';
import { useLocation } from '../../context.js';
import { ErrorBoundary } from '../../ErrorBoundary.js';
import { Chrome } from '../../chrome.js';
import { PostLinks } from '../../blog/PostLinks.js';
import { NETWORKS } from '../../blog/PostHeader.js';
import { EditLink, EditMetaRow, InlineTags } from '../../page-footer.js';
import { pluralForm } from '../../plural-form.js';
import { mdxComponents } from '../../theme/mdx-components.js';
import MDXContent from '../theme/MDXContent.js';
import { fillText } from '../../../common/fill-text.js';
import Head from '../Head.js';
import { useThemeConfig } from '../theme-common.js';
import { UnlistedBanner } from '../../UnlistedBanner.js';
import type { SidebarItem } from '../../../common/data.js';
import type { BlogAuthor, BlogListMetadata, BlogPostContent, BlogSidebar } from './blog-props.js';
// The classic theme's measures of what Infima does not draw: in the blog pages' stylesheet only.
import socialIcons from 'ck:social-icons';
import classicBlog from 'ck:classic-blog';
import './blog.css';

// A post's date as the classic theme writes it, in the locale built: "May 1, 2024".
const postDate = new Intl.DateTimeFormat(SITE_LOCALE.name, {
  calendar: SITE_LOCALE.calendar,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The recent posts, by year unless the theme config says otherwise; the page's own marked. */
function RecentPosts({ title, shown, pathname }: { title: string; shown: BlogSidebar['items']; pathname: string }) {
  const byYear = (useThemeConfig().blog as { sidebar?: { groupByYear?: boolean } } | undefined)?.sidebar?.groupByYear;
  const list = (items: BlogSidebar['items']) => (
    <PostLinks
      items={items}
      pathname={pathname}
      active="blog-sidebar-link--active sidebarItemLinkActive_ck"
      className="blog-sidebar-list sidebarItemList_ck clean-list"
      itemClassName="blog-sidebar-item sidebarItem_ck"
      linkClassName="sidebarItemLink_ck"
    />
  );
  const years = new Map<string, BlogSidebar['items']>();
  for (const item of shown) {
    const year = item.date ? String(new Date(item.date).getUTCFullYear()) : '';
    const list = years.get(year);
    if (list) list.push(item);
    else years.set(year, [item]);
  }
  return (
    <aside className="col col--3">
      {/* The classic theme's module names beside ckdocs's: sites' CSS finds the parts by them (`[class*='sidebarItemTitle']`). */}
      <nav className="blog-sidebar sidebar_ck thin-scrollbar" aria-label={THEME_LABELS.blogSidebar}>
        <div className="blog-sidebar-title sidebarItemTitle_ck margin-bottom--md">{title}</div>
        {byYear === false || years.has('')
          ? list(shown)
          : [...years].map(([year, items]) => (
              <div role="group" key={year}>
                <h3 className="blog-sidebar-year yearGroupHeading_ck">{year}</h3>
                {list(items)}
              </div>
            ))}
      </nav>
    </aside>
  );
}

/**
 * A page of the blog in the classic theme's grid: the recent posts in a quarter of the width, the
 * page beside them, and a post's table of contents at the right.
 */
export function BlogLayout({
  page,
  sidebar,
  toc,
  children,
}: {
  /** The classic theme's class of the page (`blog-post-page`). */
  page: string;
  sidebar?: BlogSidebar;
  toc?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const withSidebar = sidebar !== undefined && sidebar.items.length > 0;
  // An unlisted post is listed on its own page only, as the classic theme lists it.
  const shown = sidebar?.items.filter((item) => !item.unlisted || item.permalink === pathname) ?? [];
  // Below 997 px the recent posts are in the navbar's menu, where the classic theme puts them.
  const menu: SidebarItem[] = shown.map((item) => ({ type: 'link', label: item.title, href: item.permalink }));
  return (
    <Chrome menu={withSidebar ? menu : undefined}>
      <div className={`blog-wrapper ${page} container margin-vert--lg`}>
        <div className="row">
          {withSidebar && <RecentPosts title={sidebar.title} shown={shown} pathname={pathname} />}
          <main id="main" tabIndex={-1} className={withSidebar ? 'col col--7' : 'col col--9 col--offset-1'}>
            <ErrorBoundary>{children}</ErrorBoundary>
          </main>
          {toc && <div className="col col--2">{toc}</div>}
        </div>
      </div>
    </Chrome>
  );
}

/** A link where there is an address to lead to, else what it holds as it is. */
const MaybeLink = ({ href, className, children }: { href?: string; className?: string; children: ReactNode }) =>
  href ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    children
  );

/** The address an author's name and picture lead to: their page on the blog, else theirs. */
const authorLink = (author: BlogAuthor) =>
  author.page?.permalink ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);

/** A profile's icon: the theme's own (Docusaurus 3.5 and later), else ckdocs's. */
function SocialIcon({ network }: { network: string }) {
  const Icon = socialIcons[network] ?? socialIcons.default;
  return Icon ? <Icon className="blog-author-social-icon" /> : <OwnSocialIcon network={network} />;
}

/** A small sign for a profile: the network's mark where it is a plain one, a globe for any other site. */
function OwnSocialIcon({ network }: { network: string }) {
  const mark =
    network === 'x' || network === 'twitter' ? (
      <path d="M5 4l14 16M19 4L5 20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    ) : network === 'linkedin' ? (
      <>
        <rect x="2" y="2" width="20" height="20" rx="3" fill="#0a66c2" />
        <path d="M7 10v7M7 7v.01M11 17v-7m0 3a3 3 0 0 1 6 0v4" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </>
    ) : network === 'github' ? (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d="M8 19v-3a3 3 0 0 1 1-2c-3-.5-4-2-4-5a4 4 0 0 1 1-2.5V5l2.5 1.2a7 7 0 0 1 7 0L18 5v1.5A4 4 0 0 1 19 9c0 3-1 4.5-4 5a3 3 0 0 1 1 2v3"
          fill="var(--ifm-background-color)"
        />
      </>
    ) : (
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9.5" />
        <ellipse cx="12" cy="12" rx="4" ry="9.5" />
        <path d="M2.5 12h19" />
      </g>
    );
  return (
    <svg className="blog-author-social-icon blog-author-own-icon" viewBox="0 0 24 24" aria-hidden="true">
      {mark}
    </svg>
  );
}

/** An author as Infima's avatar: picture, name, what they do, their profiles; `count` posts on the authors' pages. */
export function BlogAuthorCard({
  author,
  count,
  as = 'span',
}: {
  author: BlogAuthor;
  count?: number;
  as?: 'span' | 'h1' | 'h2';
}) {
  const href = authorLink(author);
  const Name = as;
  const socials = Object.entries(author.socials ?? {});
  return (
    <div className={`avatar margin-bottom--sm blog-author blog-author--${as}`}>
      {author.imageURL && (
        <MaybeLink href={href} className="avatar__photo-link">
          <img className="avatar__photo blog-author-image" src={author.imageURL} alt={author.name ?? ''} />
        </MaybeLink>
      )}
      {(author.name || author.title) && (
        <div className="avatar__intro blog-author-details">
          <div className="avatar__name">
            {author.name && (
              <MaybeLink href={href}>
                <Name className="blog-author-name" translate="no">
                  {author.name}
                </Name>
              </MaybeLink>
            )}
            {count !== undefined && <span className="blog-author-count">{count}</span>}
          </div>
          {author.title && (
            <small className="avatar__subtitle blog-author-title" title={author.title}>
              {author.title}
            </small>
          )}
          {/* A line of its own even when empty, so that authors side by side stay aligned. */}
          <div className="blog-author-socials">
            {socials.map(([network, link]) => {
              const name = NETWORKS[network.toLowerCase()] ?? network;
              return (
                <a key={network} href={link} target="_blank" rel="noopener noreferrer" title={name} aria-label={name}>
                  <SocialIcon network={network.toLowerCase()} />
                </a>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

/** An author as the classic theme drew one before Docusaurus 3.5: Infima's avatar as it is, no profiles. */
function PlainAuthor({ author }: { author: BlogAuthor }) {
  const href = authorLink(author);
  return (
    <div className="avatar margin-bottom--sm">
      {author.imageURL && (
        <MaybeLink href={href} className="avatar__photo-link">
          <img className="avatar__photo" src={author.imageURL} alt={author.name ?? ''} />
        </MaybeLink>
      )}
      {author.name && (
        <div className="avatar__intro">
          <div className="avatar__name">
            <MaybeLink href={href}>
              <span>{author.name}</span>
            </MaybeLink>
          </div>
          {author.title && <small className="avatar__subtitle">{author.title}</small>}
        </div>
      )}
    </div>
  );
}

/**
 * A post's authors: a row of two a line, one alone at full width, pictures side by side when none
 * has a name; before Docusaurus 3.5, half-row columns that grow to fill it.
 */
function PostAuthors({ content }: { content: BlogPostContent }) {
  const { authors } = content.metadata;
  if (!authors.length) return null;
  const picturesOnly = authors.every((author) => !author.name);
  const column = picturesOnly
    ? 'blog-author-picture'
    : classicBlog.plainAuthors
      ? 'col col--6 blog-author-col--grow'
      : `col ${authors.length === 1 ? 'col--12' : 'col--6'}`;
  const Author = classicBlog.plainAuthors ? PlainAuthor : BlogAuthorCard;
  return (
    <div className={`margin-top--md margin-bottom--sm ${picturesOnly ? 'blog-author-pictures' : 'row'}`}>
      {authors.map((author, i) => (
        <div className={column} key={i}>
          <Author author={{ ...author, imageURL: content.assets.authorsImageUrls[i] ?? author.imageURL }} />
        </div>
      ))}
    </div>
  );
}

type PostFooterProps = { metadata: BlogPostContent['metadata']; tags: ReactNode };

/**
 * A post's footer on its page: its tags, where to edit it and when it was last updated, in rows;
 * before the classic theme's `EditMetaRow`, its tags and edit link in one column.
 */
function PostPageFooter({ metadata, tags }: PostFooterProps) {
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = metadata;
  if (classicBlog.footerColumn)
    return (
      (tags || editUrl) && (
        <footer className="row docusaurus-mt-lg blog-post-footer--column">
          {tags && <div className="col">{tags}</div>}
          {editUrl && (
            <div className="col margin-top--sm">
              <EditLink href={editUrl} />
            </div>
          )}
        </footer>
      )
    );
  return (
    (tags || editUrl || lastUpdatedAt || lastUpdatedBy) && (
      <footer className="docusaurus-mt-lg">
        {tags && (
          <div className="row margin-top--sm theme-blog-footer-edit-meta-row">
            <div className="col">{tags}</div>
          </div>
        )}
        {(editUrl || lastUpdatedAt || lastUpdatedBy) && (
          <EditMetaRow
            className="theme-blog-footer-edit-meta-row"
            editUrl={editUrl}
            lastUpdate={{ author: lastUpdatedBy, time: lastUpdatedAt && lastUpdatedAt / 1000 }}
          />
        )}
      </footer>
    )
  );
}

/**
 * A post's footer in a list: its tags, and "Read more" where it was cut; there (empty, its margin
 * kept) for a post with an edit link too, as the classic theme's.
 */
function PostListFooter({ metadata, tags }: PostFooterProps) {
  const cut = metadata.hasTruncateMarker;
  return (
    (tags || cut || metadata.editUrl) && (
      <footer className="row docusaurus-mt-lg">
        {tags && <div className={`col${cut ? ' col--9' : ''}`}>{tags}</div>}
        {cut && (
          <div className={`col text--right${tags ? ' col--3' : ''}`}>
            <a href={metadata.permalink} aria-label={fillText(THEME_LABELS.readMoreAbout, { title: metadata.title })}>
              <b>{THEME_LABELS.readMore}</b>
            </a>
          </div>
        )}
      </footer>
    )
  );
}

/**
 * A post: on its page (`whole`) its title, date, authors, content, tags and where to edit it; in a
 * list its title leading to it, its excerpt and "Read more" where it was cut.
 */
export function BlogPostItem({ content: Content, whole = false }: { content: BlogPostContent; whole?: boolean }) {
  const { metadata } = Content;
  const Title = whole ? 'h1' : 'h2';
  const tags = metadata.tags.length > 0 && <InlineTags tags={metadata.tags} />;
  return (
    <article className={whole ? undefined : 'margin-bottom--xl'}>
      <header>
        <Title className="blog-post-title">
          {whole ? metadata.title : <a href={metadata.permalink}>{metadata.title}</a>}
        </Title>
        <div className="blog-post-info margin-vert--md">
          <time dateTime={metadata.date}>{postDate.format(new Date(metadata.date))}</time>
          {metadata.readingTime !== undefined && (
            <>
              {' · '}
              {fillText(pluralForm(THEME_LABELS.blogReadingTime, Math.ceil(metadata.readingTime)), {
                readingTime: String(Math.ceil(metadata.readingTime)),
              })}
            </>
          )}
        </div>
        <PostAuthors content={Content} />
      </header>
      {/* The blog plugin's feeds read a post's text from its page by this id. */}
      <div id={whole ? '__blog-post-container' : undefined} className="markdown">
        <MDXContent>
          <Content components={mdxComponents} />
        </MDXContent>
      </div>
      {whole ? <PostPageFooter metadata={metadata} tags={tags} /> : <PostListFooter metadata={metadata} tags={tags} />}
    </article>
  );
}

/** A page reached only by its link: the banner that says so, and kept from search engines. */
export function UnlistedPage() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <UnlistedBanner />
    </>
  );
}

/** Posts of a list, each as `BlogPostItem` draws it in one. */
export const BlogPostItems = ({ items }: { items: { content: BlogPostContent }[] }) =>
  items.map(({ content }) => <BlogPostItem key={content.metadata.permalink} content={content} />);

/**
 * Infima's links to the pages on either side: newer on the left, older on the right; `spaced` puts
 * the classic theme's 3rem above them, as under a post.
 */
export function BlogPaginator({
  label,
  newer,
  older,
  spaced = false,
}: {
  label: string;
  newer?: { href: string; label: string; sub?: string };
  older?: { href: string; label: string; sub?: string };
  spaced?: boolean;
}) {
  if (!newer && !older) return null;
  const link = (side: 'prev' | 'next', to: NonNullable<typeof newer>) => (
    <a href={to.href} className={`pagination-nav__link pagination-nav__link--${side}`}>
      {to.sub && <div className="pagination-nav__sublabel">{to.sub}</div>}
      <div className="pagination-nav__label">{to.label}</div>
    </a>
  );
  return (
    <nav className={`pagination-nav${spaced ? ' docusaurus-mt-lg' : ''}`} aria-label={label}>
      {newer && link('prev', newer)}
      {older && link('next', older)}
    </nav>
  );
}

/** The links to a list's newer and older pages. */
export const BlogListPaginator = ({ metadata }: { metadata: BlogListMetadata }) => (
  <BlogPaginator
    label={THEME_LABELS.blogListPages}
    newer={metadata.previousPage ? { href: metadata.previousPage, label: THEME_LABELS.newerEntries } : undefined}
    older={metadata.nextPage ? { href: metadata.nextPage, label: THEME_LABELS.olderEntries } : undefined}
  />
);
