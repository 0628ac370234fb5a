import { useClassicClassNames } from './classic-class-names.js';
import type { PageData } from '../common/data.js';
import type { ApiIndexData, ApiMemberData, ApiPageData } from '../common/api-data.js';
import { createHeading } from './theme/Heading.js';
import { WordBreaks } from './WordBreaks.js';
import { fillLabel } from './fill-label.js';

const H2 = createHeading('h2');
const H3 = createHeading('h3');

function Html({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Signatures({ items }: { items: string[] }) {
  return (
    <>
      {items.map((html, i) => (
        <div key={i} className="code-block api-signature">
          <pre tabIndex={0}>
            <code dangerouslySetInnerHTML={{ __html: html }} />
          </pre>
        </div>
      ))}
    </>
  );
}

function Source({ source }: { source?: ApiPageData['source'] }) {
  if (!source) return null;
  return (
    <p className="api-source">
      {fillLabel(THEME_LABELS.apiDefinedIn, {
        source: source.href ? (
          <a href={source.href} target="_blank" rel="noopener noreferrer">
            {source.label}
          </a>
        ) : (
          <code>{source.label}</code>
        ),
      })}
    </p>
  );
}

function Deprecated({ html }: { html?: string }) {
  if (!html) return null;
  return (
    <div className="admonition admonition-danger api-deprecated" role="note">
      <div className="admonition-heading">{THEME_LABELS.apiDeprecated}</div>
      <Html className="admonition-content" html={html} />
    </div>
  );
}

function TypeLinks({ label, items }: { label: string; items: ApiPageData['extends'] }) {
  if (!items.length) return null;
  return (
    <p className="api-heritage">
      {label}{' '}
      {items.map((t, i) => (
        <span key={i}>
          {i > 0 && ', '}
          {t.href ? (
            <a href={t.href}>
              <code>{t.text}</code>
            </a>
          ) : (
            <code>{t.text}</code>
          )}
        </span>
      ))}
    </p>
  );
}

function Member({ member }: { member: ApiMemberData }) {
  return (
    <div className={`api-member ${member.inheritedFrom ? 'api-inherited' : ''}`}>
      <H3 id={member.anchor}>
        <WordBreaks text={member.name} />
        {member.flags.map((f) => (
          <span key={f} className="api-flag">
            {f}
          </span>
        ))}
      </H3>
      <Deprecated html={member.deprecatedHtml} />
      <Signatures items={member.signaturesHtml} />
      <Html className="api-body" html={member.bodyHtml} />
      {member.inheritedFrom && (
        <p className="api-inherited-note">
          {fillLabel(THEME_LABELS.apiInheritedFrom, {
            declaration: member.inheritedFrom.href ? (
              <a href={member.inheritedFrom.href}>
                <code>{member.inheritedFrom.text}</code>
              </a>
            ) : (
              <code>{member.inheritedFrom.text}</code>
            ),
          })}
        </p>
      )}
      <Source source={member.source} />
    </div>
  );
}

/** "New in Next", "Changed since 0.1.10": a link to the symbol's entry on the API changes page. */
function ChangeMark({ change }: { change: NonNullable<ApiPageData['change']> }) {
  const classic = useClassicClassNames();
  const infima = change.kind === 'added' ? 'badge badge--success' : 'badge badge--warning';
  return (
    <a className={`api-change-mark api-change-mark-${change.kind}${classic(infima)}`} href={change.href}>
      {change.label}
    </a>
  );
}

/** One symbol: kind, declaration, comment sections, heritage, then its members grouped by kind. */
export function ApiContent({ api }: { api: ApiPageData }) {
  const badge = <span className="api-kind-badge">{api.kind}</span>;
  return (
    <div className="api-page">
      <p className="api-kind">
        {api.module
          ? fillLabel(THEME_LABELS.apiKindInModule, { kind: badge, module: <code>{api.module}</code> })
          : badge}
        {api.change && (
          <>
            {' '}
            <ChangeMark change={api.change} />
          </>
        )}
      </p>
      <Deprecated html={api.deprecatedHtml} />
      <Signatures items={api.signaturesHtml} />
      <TypeLinks label={THEME_LABELS.apiExtends} items={api.extends} />
      <TypeLinks label={THEME_LABELS.apiImplements} items={api.implements} />
      <Html className="api-body" html={api.bodyHtml} />
      <Source source={api.source} />
      {api.groups.map((group) => (
        <section key={group.id}>
          <H2 id={group.id}>{group.title}</H2>
          {group.members.map((m) => (
            <Member key={m.anchor} member={m} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** A module or kind index: every symbol with its one-line summary. */
export function ApiIndexContent({ index }: { index: ApiIndexData }) {
  return (
    <div className="api-index">
      {index.intro && <Html className="api-body" html={index.intro} />}
      {index.groups.map((group) => (
        <section key={group.title}>
          {index.groups.length > 1 && (
            // Anchored by its kind's folder, the end of its index page's URL: the same in every locale.
            <H2 id={group.href?.split('/').at(-1)}>
              {group.href ? <a href={group.href}>{group.title}</a> : group.title}
            </H2>
          )}
          <table className="api-index-table">
            <tbody>
              {group.items.map((item) => (
                <tr key={item.href}>
                  <td>
                    <a href={item.href}>
                      <code>{item.name}</code>
                    </a>
                  </td>
                  <td>{item.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** An API page's content, of a symbol or a module index, as a page view (common/page-views.ts). */
export function ApiView({ page }: { page: PageData }) {
  if (page.api) return <ApiContent api={page.api} />;
  return page.apiIndex ? <ApiIndexContent index={page.apiIndex} /> : null;
}
