import type { PageData } from '../common/data.js';
import type { ApiChangeEntry, ApiChangeSymbol, ApiChangesData, ApiMemberChange } from '../common/api-data.js';
import { createHeading } from './theme/Heading.js';

const H2 = createHeading('h2');
const H3 = createHeading('h3');

type Versions = Pick<ApiChangesData, 'from' | 'to'>;

function SymbolLink({ symbol }: { symbol: ApiChangeSymbol }) {
  return (
    <a href={symbol.href}>
      <code>{symbol.name}</code>
    </a>
  );
}

/** Before and after, one line each (block spans), as a diff reads: `-` the older version's, `+` the newer's. */
function Diff({ before, after, versions }: { before: string[]; after: string[]; versions: Versions }) {
  return (
    <div className="code-block api-change-diff">
      <pre tabIndex={0} aria-label={`${versions.from.label}, then ${versions.to.label}`}>
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

function Member({ member, versions }: { member: ApiMemberChange; versions: Versions }) {
  const { before, after } = member;
  const name = <code>{member.name}</code>;
  if (!before) return <li>Added {after ? <a href={after.href}>{name}</a> : name}</li>;
  if (!after)
    return (
      <li>
        Removed <a href={before.href}>{name}</a>
      </li>
    );
  return (
    <li>
      Changed <a href={after.href}>{name}</a>
      <Diff before={before.text} after={after.text} versions={versions} />
    </li>
  );
}

/** The entry's page in each version, when both have it (the name links the one page otherwise). */
function VersionLinks({ entry, versions }: { entry: ApiChangeEntry; versions: Versions }) {
  if (!entry.before || !entry.after) return null;
  return (
    <span className="api-change-versions">
      <a href={entry.before.href}>{versions.from.label}</a>
      {' · '}
      <a href={entry.after.href}>{versions.to.label}</a>
    </span>
  );
}

function Notes({ entry, versions }: { entry: ApiChangeEntry; versions: Versions }) {
  const notes = [
    entry.renamedBy === 'deprecation' &&
      `${entry.oldNameKept ? versions.to.label : versions.from.label} deprecates ${entry.before!.name} in favour of ${entry.after!.name}.`,
    entry.renamedBy === 'likeness' && `Found by its kind and members, which match.`,
    entry.oldNameKept && `The old name remains, deprecated.`,
    entry.movedFrom && `Moved from the ${entry.movedFrom} module.`,
    entry.deprecated && `Deprecated in ${versions.to.label}.`,
  ].filter((n) => !!n);
  return notes.length ? <p className="api-change-notes">{notes.join(' ')}</p> : null;
}

function Entry({ entry, versions }: { entry: ApiChangeEntry; versions: Versions }) {
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
      <VersionLinks entry={entry} versions={versions} />
      <Notes entry={entry} versions={versions} />
      {entry.declaration && (
        <Diff before={entry.declaration.before} after={entry.declaration.after} versions={versions} />
      )}
      {entry.members.length > 0 && (
        <ul className="api-change-members">
          {entry.members.map((m) => (
            <Member key={m.name} member={m} versions={versions} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** What changed in the API between two versions: Added, Removed, Changed, Renamed, each by module. */
export function ApiChangesContent({ data }: { data: ApiChangesData }) {
  const versions = { from: data.from, to: data.to };
  const counts = data.sections.map((s) => `${s.count} ${s.title.toLowerCase()}`).join(', ');
  return (
    <div className="api-changes">
      <p>
        {data.sections.length
          ? `The ${data.to.label} API against ${data.from.label}'s: ${counts}.`
          : `The ${data.to.label} API declares what ${data.from.label}'s does.`}
      </p>
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
                  {section.id === 'added'
                    ? `A module ${data.from.label} does not have.`
                    : `A module ${data.to.label} no longer has.`}
                </p>
              )}
              <ul className="api-change-list">
                {group.entries.map((entry) => (
                  <Entry key={entry.id} entry={entry} versions={versions} />
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
