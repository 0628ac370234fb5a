import { BlogLayout } from './BlogLayout.js';
import type { BlogTagsData } from '../../common/blog/data.js';
import { BlogTags } from './PostHeader.js';

/** The blog's tags, alphabetically, each with how many posts it has. */
export default function BlogTagsPage({ tagsPage }: { tagsPage: BlogTagsData }) {
  return (
    <BlogLayout sidebar={tagsPage.sidebar}>
      <header className="blog-list-header">
        <h1>{THEME_LABELS.tags}</h1>
      </header>
      <BlogTags tags={[...tagsPage.tags].sort((a, b) => a.label.localeCompare(b.label))} label="Every tag" />
    </BlogLayout>
  );
}
