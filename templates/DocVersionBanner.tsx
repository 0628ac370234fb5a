import { useClassicClassNames } from './classic-class-names.js';
import { useCurrentPage, useSiteData } from './context.js';
import { versionsOf } from '../common/docs-instances.js';
import { fillLabel } from './fill-label.js';
import { fillText } from '../common/fill-text.js';

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
  const latestHref = latest && (doc.alternates?.[latest.name] ?? latest.mainDocHref);
  const boxClass = `version-banner${classic(DOCUSAURUS_SITE && 'theme-doc-version-banner alert alert--warning margin-bottom--md')}${className ? ` ${className}` : ''}`;
  // A Docusaurus site's readers (and its CSS) get the classic theme's wording and markup; a ckdocs
  // site's bundles leave it out.
  if (DOCUSAURUS_SITE && site.classicClassNames)
    return (
      <div className={boxClass} role="alert">
        <div>
          {fillLabel(
            version.banner === 'unreleased' ? THEME_LABELS.unreleasedVersion : THEME_LABELS.unmaintainedVersion,
            { siteTitle: site.title, versionLabel: <b>{version.label}</b> },
          )}
        </div>
        {latest && (
          <div className="margin-top--md">
            {fillLabel(fillText(THEME_LABELS.latestVersionSuggestion, { versionLabel: latest.label }), {
              latestVersionLink: (
                <b>
                  <a href={latestHref}>{THEME_LABELS.latestVersion}</a>
                </b>
              ),
            })}
          </div>
        )}
      </div>
    );
  // ckdocs's own words, which a locale's code.json translates under their `ckdocs.*` keys.
  const sentence =
    version.banner === 'unreleased' ? THEME_LABELS.ownUnreleasedVersion : THEME_LABELS.ownUnmaintainedVersion;
  return (
    <div className={boxClass} role="note">
      {fillLabel(sentence, { versionLabel: <b>{version.label}</b> })}
      {latest &&
        fillLabel(THEME_LABELS.ownLatestVersion, { latestVersionLink: <a href={latestHref}>{latest.label}</a> })}
    </div>
  );
}
