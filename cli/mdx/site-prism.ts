import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Prism from 'prismjs';

/**
 * Where a Docusaurus site's code highlighter comes from: the prism-react-renderer its classic
 * theme draws code blocks with (whose Prism holds the languages it bundles), and the folder the
 * theme loads `prism.additionalLanguages` from (Prism's own grammars, the `prismjs` package).
 */
export interface SitePrismSource {
  renderer: string;
  grammarsFrom: string;
}

/** The site's highlighter as its classic theme finds it; none if the theme or prism-react-renderer is not installed. */
export function sitePrismSource(siteDir: string): SitePrismSource | undefined {
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  try {
    const theme = siteRequire.resolve('@docusaurus/theme-classic/package.json');
    return { renderer: createRequire(theme).resolve('prism-react-renderer'), grammarsFrom: dirname(theme) };
  } catch {
    return undefined;
  }
}

/**
 * The site's Prism, with its `additionalLanguages` added as Docusaurus's theme adds them: each
 * grammar's script run on that Prism in the order the config lists them (PHP after the templating
 * it builds on), a name Prism has no grammar of left out. Code then highlights as on a page
 * Docusaurus builds: the same grammars, and none for a language the site did not add. Like
 * Docusaurus's, that Prism is one per process: a grammar added stays.
 */
export function sitePrism(source: SitePrismSource, additionalLanguages: readonly string[] = []): typeof Prism {
  const prism = (createRequire(source.renderer)(source.renderer) as { Prism: typeof Prism }).Prism;
  const grammars = createRequire(join(source.grammarsFrom, 'package.json'));
  for (const language of additionalLanguages.flatMap((name) =>
    name === 'php' ? ['markup-templating', name] : [name],
  )) {
    if (Object.hasOwn(prism.languages, language)) continue;
    let file: string;
    try {
      file = grammars.resolve(`prismjs/components/prism-${language}.js`);
    } catch {
      continue;
    }
    // A grammar's script extends the `Prism` it finds: given this one, it leaves ckdocs's own alone.
    new Function('Prism', readFileSync(file, 'utf8'))(prism);
  }
  return prism;
}
