import type { ReactNode } from 'react';
import { useClassicClassNames } from './classic-class-names.js';
import type { DocTag, PageData, TagsPageData } from '../common/data.js';
import { taggedTitle } from '../common/tag-titles.js';

type TagWithCount = DocTag & { count: number };

/** Tags grouped under the first letter of their label, letters and tags in alphabetical order. */
function byLetter(tags: TagWithCount[]): [string, TagWithCount[]][] {
  const letters = new Map<string, TagWithCount[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    const list = letters.get(letter);
    if (list) list.push(tag);
    else letters.set(letter, [tag]);
  }
  return [...letters].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Tags by letter, each with how many pages it has: a docs version's, or a blog's. On a Docusaurus
 * site in the classic theme's markup: the letters in a section, a rule under each.
 */
export function TagsList({ tags }: { tags: TagWithCount[] }) {
  const classic = useClassicClassNames();
  const classicMarkup = DOCUSAURUS_SITE && classic('names') !== '';
  const letters = byLetter(tags).map(([letter, list]) => (
    <article key={letter} className="tags-letter">
      <h2 id={letter}>{letter}</h2>
      <ul className={`tags-list${classicMarkup ? ' padding--none' : ''}`}>
        {list.map((tag) => (
          <li key={tag.permalink}>
            <a rel="tag" className="tag tag--count" href={tag.permalink} title={tag.description}>
              {tag.label}
              <span>{tag.count}</span>
            </a>
          </li>
        ))}
      </ul>
      {classicMarkup && <hr />}
    </article>
  ));
  return (
    <>
      <h1>{THEME_LABELS.tags}</h1>
      {classicMarkup ? <section className="tags-letters margin-vert--lg">{letters}</section> : letters}
    </>
  );
}

/** A tag's docs, by title, each with its description. */
function TagDocs({ data }: { data: Extract<TagsPageData, { tag: DocTag }> }) {
  const classic = useClassicClassNames();
  return (
    <>
      <header className={`tag-header${classic(DOCUSAURUS_SITE && 'margin-bottom--xl')}`}>
        <h1>{taggedTitle(data.docs.length, data.tag.label)}</h1>
        {data.tag.description && <p>{data.tag.description}</p>}
        <a href={data.allTagsPath}>{THEME_LABELS.allTags}</a>
      </header>
      <section>
        {data.docs.map((doc) => (
          <article key={doc.permalink} className={`tag-doc${classic(DOCUSAURUS_SITE && 'margin-vert--lg')}`}>
            <a href={doc.permalink}>
              <h2>{doc.title}</h2>
            </a>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </>
  );
}

/**
 * A version's tags page (`/docs/tags`), or one tag's (`/docs/tags/<tag>`), in the classic
 * theme's layout: a centred column, with its class names on a Docusaurus site.
 */
export function TagsPage({ page, notice }: { page: PageData; notice?: ReactNode }) {
  const classic = useClassicClassNames();
  const data = page.tags!;
  return (
    <div className={`container tags-page${classic(DOCUSAURUS_SITE && 'margin-vert--lg')}`}>
      <div className={`tags-page-row${classic(DOCUSAURUS_SITE && 'row')}`}>
        <main
          id="main"
          tabIndex={-1}
          className={`tags-page-column${classic(DOCUSAURUS_SITE && 'col col--8 col--offset-2')}`}
        >
          {notice}
          {'list' in data ? <TagsList tags={data.list} /> : <TagDocs data={data} />}
        </main>
      </div>
    </div>
  );
}
