import { useSiteData } from '../../context.js';
import { addBaseUrl } from '../../../common/base-url.js';
import Head from '../Head.js';
import { PageMetadata } from '../theme-common.js';
import useRouteContext from '../useRouteContext.js';
import type { BlogAuthor, BlogItems, BlogListMetadata, BlogPostContent } from './blog-props.js';

// What the classic theme's blog pages tell search engines and link previews: the same meta tags
// and schema.org structured data (JSON-LD), so that a post is described as Docusaurus describes it.

/** A schema.org `Person` of an author, with what the authors file gives. */
function person(author: BlogAuthor) {
  return {
    '@type': 'Person',
    ...(author.name && { name: author.name }),
    ...(author.title && { description: author.title }),
    ...(author.url && { url: author.url }),
    ...(author.email && { email: author.email }),
    ...(author.imageURL && { image: author.imageURL }),
  };
}

/** A post as a schema.org `BlogPosting`: one author as an object, several as a list, as Docusaurus writes them. */
function blogPosting(content: BlogPostContent, site: { url: string; baseUrl: string }) {
  const { metadata, frontMatter, assets } = content;
  const url = `${site.url}${metadata.permalink}`;
  const image = assets.image ?? (frontMatter.image as string | undefined);
  const imageUrl = image && addBaseUrl(site, image, { absolute: true });
  const authors = metadata.authors.map(person);
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: metadata.title,
    name: metadata.title,
    description: metadata.description,
    datePublished: metadata.date,
    ...(metadata.lastUpdatedAt && { dateModified: new Date(metadata.lastUpdatedAt).toISOString() }),
    author: authors.length === 1 ? authors[0] : authors,
    ...(imageUrl && {
      image: {
        '@type': 'ImageObject',
        '@id': imageUrl,
        url: imageUrl,
        contentUrl: imageUrl,
        caption: `title image for the blog post: ${metadata.title}`,
      },
    }),
    keywords: (frontMatter.keywords as string[] | undefined) ?? [],
  };
}

const StructuredData = ({ data }: { data: object }) => (
  <Head>
    <script type="application/ld+json">{JSON.stringify(data)}</script>
  </Head>
);

/** A post's title, description, keywords and social card, its dates, authors and tags, and its structured data. */
export function BlogPostHead({ content }: { content: BlogPostContent }) {
  const site = useSiteData();
  const blog = useRouteContext().data?.blogMetadata as { blogBasePath: string; blogTitle: string } | undefined;
  const { metadata, frontMatter, assets } = content;
  const authorUrls = metadata.authors.flatMap((author) => (author.url ? [author.url] : []));
  return (
    <>
      <PageMetadata
        title={(frontMatter.title_meta as string | undefined) ?? metadata.title}
        description={metadata.description}
        keywords={frontMatter.keywords as string[] | undefined}
        image={assets.image ?? (frontMatter.image as string | undefined)}
      >
        <meta property="og:type" content="article" />
        <meta property="article:published_time" content={metadata.date} />
        {authorUrls.length > 0 && <meta property="article:author" content={authorUrls.join(',')} />}
        {metadata.tags.length > 0 && (
          <meta property="article:tag" content={metadata.tags.map((tag) => tag.label).join(',')} />
        )}
      </PageMetadata>
      <StructuredData
        data={{
          '@context': 'https://schema.org',
          ...blogPosting(content, site),
          ...(blog && {
            isPartOf: { '@type': 'Blog', '@id': `${site.url}${blog.blogBasePath}`, name: blog.blogTitle },
          }),
        }}
      />
    </>
  );
}

/** A list page's title and description, and the list as a schema.org `Blog` of its posts. */
export function BlogListHead({ metadata, items }: { metadata: BlogListMetadata; items: BlogItems }) {
  const site = useSiteData();
  const url = `${site.url}${metadata.permalink}`;
  // A blog at the root of the domain is the site's home: titled as the site, as Docusaurus titles it.
  const title = metadata.permalink === '/' ? site.title : metadata.blogTitle;
  return (
    <>
      <PageMetadata title={title} description={metadata.blogDescription}>
        <meta name="docusaurus_tag" content="blog_posts_list" />
        <meta name="docsearch:docusaurus_tag" content="blog_posts_list" />
      </PageMetadata>
      <StructuredData
        data={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          '@id': url,
          mainEntityOfPage: url,
          headline: metadata.blogTitle,
          description: metadata.blogDescription,
          blogPost: items.map(({ content }) => blogPosting(content, site)),
        }}
      />
    </>
  );
}
