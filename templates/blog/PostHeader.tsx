import { fillText } from '../../common/fill-text.js';
import { pluralForm } from '../plural-form.js';
import type { DocTag } from '../../common/data.js';
import type { BlogAuthor, BlogPostSummary } from '../../common/blog/data.js';

/** Names of networks as readers know them; others as the authors file writes them. */
export const NETWORKS: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  bluesky: 'Bluesky',
  stackoverflow: 'Stack Overflow',
  instagram: 'Instagram',
  threads: 'Threads',
  twitch: 'Twitch',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
};

/** The first letters of a name's first and last words: an author's picture when they have none. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .filter((_, i, words) => i === 0 || i === words.length - 1)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * An author: picture, name (a link to their page of posts, else to their address), what they do,
 * their profiles; on the authors list, how many posts they wrote. Their own page, whose heading
 * names them, shows the rest (`named` false).
 */
export function Author({ author, count, named = true }: { author: BlogAuthor; count?: number; named?: boolean }) {
  const href = author.page ?? author.url;
  const name = href ? <a href={href}>{author.name}</a> : author.name;
  const socials = Object.entries(author.socials ?? {});
  return (
    <div className="blog-author">
      {author.imageURL ? (
        <img className="blog-author-image" src={author.imageURL} alt="" width={40} height={40} />
      ) : (
        <span className="blog-author-image blog-author-initials" aria-hidden="true">
          {initials(author.name ?? '')}
        </span>
      )}
      <div className="blog-author-text">
        {author.name && named && (
          <span className="blog-author-name">
            {name}
            {count !== undefined && (
              <span
                className="blog-author-count"
                title={fillText(pluralForm(THEME_LABELS.blogPostsCount, count), { count: String(count) })}
              >
                {count}
              </span>
            )}
          </span>
        )}
        {author.title && <span className="blog-author-title">{author.title}</span>}
        {socials.length > 0 && (
          <span className="blog-author-socials">
            {socials.map(([network, href]) => (
              <a key={network} href={href} rel="me noopener noreferrer" target="_blank">
                {NETWORKS[network.toLowerCase()] ?? network}
              </a>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * A post's title, date, reading time and authors: on its page (an `h1`), and over its excerpt in
 * a list (an `h2` leading to it).
 */
export function PostHeader({ post, inList = false }: { post: BlogPostSummary; inList?: boolean }) {
  const Heading = inList ? 'h2' : 'h1';
  return (
    <header className="blog-post-header">
      <Heading className="blog-post-title">{inList ? <a href={post.permalink}>{post.title}</a> : post.title}</Heading>
      <div className="blog-post-meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTime !== undefined && (
          <>
            <span aria-hidden="true"> · </span>
            <span>
              {fillText(pluralForm(THEME_LABELS.readingTime, post.readingTime), {
                readingTime: String(post.readingTime),
              })}
            </span>
          </>
        )}
      </div>
      {post.authors.length > 0 && (
        <div className={`blog-authors${post.authors.length > 1 ? ' blog-authors--several' : ''}`}>
          {post.authors.map((author, i) => (
            <Author key={`${author.name ?? ''}${i}`} author={author} />
          ))}
        </div>
      )}
    </header>
  );
}

/**
 * Tags as chips, each leading to its tag's page: under a post (`label` names the list for screen
 * readers), or on the tags page with how many posts each has.
 */
export function BlogTags({ tags, label }: { tags: (DocTag & { count?: number })[]; label: string }) {
  if (!tags.length) return null;
  return (
    <ul className="blog-tags" aria-label={label}>
      {tags.map(({ label: text, permalink, description, count }) => (
        <li key={permalink}>
          <a rel="tag" className={count === undefined ? 'tag' : 'tag tag--count'} href={permalink} title={description}>
            {text}
            {count !== undefined && <span>{count}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
