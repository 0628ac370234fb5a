import { useClassicClassNames } from './classic-class-names.js';
import { useCurrentPage, useSiteData } from './context.js';
import { versionsOf } from './docs-instances.js';

/**
 * The note above an unreleased or unmaintained version's doc, with a link to the latest version's
 * (the same doc there, if it has it). Nothing on a version whose banner is `none`. A site's
 * `src/theme/DocVersionBanner` takes its place (cli/bundle/swizzled.ts).
 */
export function DocVersionBanner({ className }: { className?: string }) {
  const site = useSiteData();
  const { doc } = useCurrentPage().page;
  const classic = useClassicClassNames();
  const version = doc && site.versions.find((v) => v.name === doc.version);
  if (!doc || !version || version.banner === 'none') return null;
  const latest = versionsOf(site.versions, version.instance).find((v) => v.isLast);
  return (
    <div
      className={`version-banner${classic('theme-doc-version-banner alert alert--warning')}${className ? ` ${className}` : ''}`}
      role="note"
    >
      {version.banner === 'unreleased' ? (
        <>
          This is documentation for the unreleased <b>{version.label}</b>
          {' version. '}
        </>
      ) : (
        <>
          This is documentation for <b>{version.label}</b>
          {', which is no longer maintained. '}
        </>
      )}
      {latest && (
        <>
          {'For the latest version, see '}
          <a href={doc.alternates?.[latest.name] ?? latest.mainDocHref}>{latest.label}</a>.
        </>
      )}
    </div>
  );
}
