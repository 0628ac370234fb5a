import type { ReactNode } from 'react';
import type { PageData } from '../common/data.js';
import type { ApiChangeEntry, ApiChangeSymbol, ApiChangesData, ApiMemberChange } from '../common/api-data.js';
import { createHeading } from './theme/Heading.js';

const H2 = createHeading('h2');
const H3 = createHeading('h3');

type Words = ApiChangesData['words'];

function SymbolLink({ symbol }: { symbol: ApiChangeSymbol }) {
  return (
    <a href={symbol.href}>
      <code>{symbol.name}</code>
    </a>
  );
}

/** Before and after, one line each (block spans), as a diff reads: `-` the older version's, `+` the newer's. */
function Diff({ before, after, words }: { before: string[]; after: string[]; words: Words }) {
  return (
    <div className="code-block api-change-diff">
      <pre tabIndex={0} aria-label={words.diff}>
        <code>
          {before.map((line, i) => (
            <span key={`b${i}`} className="api-change-before">
              {`- ${line}`}
            </span>
          ))}
          {after.map((line, i) => (
            <span key={`a${i}`} className="api-change-after">
              {`+ ${line}`}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}

/** A member's name within the words around it (an empty one is no node, as when English has none). */
function Around({ words: [start, end], children }: { words: [string, string]; children: ReactNode }) {
  return (
    <>
      {start || null}
      {children}
      {end || null}
    </>
  );
}

function Member({ member, words }: { member: ApiMemberChange; words: Words }) {
  const { before, after } = member;
  const name = <code>{member.name}</code>;
  if (!before)
    return (
      <li>
        <Around words={words.memberAdded}>{after ? <a href={after.href}>{name}</a> : name}</Around>
      </li>
    );
  if (!after)
    return (
      <li>
        <Around words={words.memberRemoved}>
          <a href={before.href}>{name}</a>
        </Around>
      </li>
    );
  return (
    <li>
      <Around words={words.memberChanged}>
        <a href={after.href}>{name}</a>
      </Around>
      <Diff before={before.text} after={after.text} words={words} />
    </li>
  );
}

/** The entry's page in each version, when both have it (the name links the one page otherwise). */
function VersionLinks({ entry, versions }: { entry: ApiChangeEntry; versions: Pick<ApiChangesData, 'from' | 'to'> }) {
  if (!entry.before || !entry.after) return null;
  return (
    <span className="api-change-versions">
      <a href={entry.before.href}>{versions.from.label}</a>
      {' · '}
      <a href={entry.after.href}>{versions.to.label}</a>
    </span>
  );
}

function Entry({ entry, data }: { entry: ApiChangeEntry; data: ApiChangesData }) {
  const symbol = (entry.after ?? entry.before)!;
  const renamed = entry.renamedBy && entry.before && entry.after;
  return (
    <li id={entry.id} className="api-change">
      <span className="api-change-kind">{symbol.kind}</span>{' '}
      {renamed ? (
        <>
          <SymbolLink symbol={entry.before!} />
          {' → '}
          <SymbolLink symbol={entry.after!} />
        </>
      ) : (
        <SymbolLink symbol={symbol} />
      )}{' '}
      <VersionLinks entry={entry} versions={data} />
      {entry.notes?.length ? <p className="api-change-notes">{entry.notes.join(' ')}</p> : null}
      {entry.declaration && (
        <Diff before={entry.declaration.before} after={entry.declaration.after} words={data.words} />
      )}
      {entry.members.length > 0 && (
        <ul className="api-change-members">
          {entry.members.map((m) => (
            <Member key={m.name} member={m} words={data.words} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** What changed in the API between two versions: Added, Removed, Changed, Renamed, each by module. */
export function ApiChangesContent({ data }: { data: ApiChangesData }) {
  return (
    <div className="api-changes">
      <p>{data.words.summary}</p>
      {data.sections.map((section) => (
        <section key={section.id}>
          <H2 id={section.id}>
            {section.title} ({section.count})
          </H2>
          {section.groups.map((group) => (
            <div key={group.id}>
              {group.module && <H3 id={group.id}>{group.module}</H3>}
              {group.wholeModule && (
                <p className="api-change-notes">
                  {section.id === 'added' ? data.words.moduleAdded : data.words.moduleRemoved}
                </p>
              )}
              <ul className="api-change-list">
                {group.entries.map((entry) => (
                  <Entry key={entry.id} entry={entry} data={data} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The changes page's content as a page view (common/page-views.ts). */
export function ApiChangesView({ page }: { page: PageData }) {
  return page.apiChanges ? <ApiChangesContent data={page.apiChanges} /> : null;
}
