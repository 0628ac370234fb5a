import { BlogListLayout } from './BlogLayout.js';
import type { BlogTagsData } from '../../common/blog/data.js';
import { BlogTags } from './PostHeader.js';

/** The blog's tags, alphabetically, each with how many posts it has. */
export default function BlogTagsPage({ tagsPage }: { tagsPage: BlogTagsData }) {
  return (
    <BlogListLayout sidebar={tagsPage.sidebar} title={THEME_LABELS.tags}>
      <BlogTags
        tags={[...tagsPage.tags].sort((a, b) => a.label.localeCompare(b.label))}
        label={THEME_LABELS.everyTag}
      />
    </BlogListLayout>
  );
}
