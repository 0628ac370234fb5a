import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteSetup } from '../stages/config.js';
import type { Staging } from '../render/output.js';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';
import type { Reporter } from '../util/reporter.js';
import { LLMS_FULL_TXT, LLMS_TXT, llmsFiles, sha1, type LlmsFile, type LlmsInput } from './llms-files.js';

/**
 * Docs for AI assistants (llms-files.ts), into the staging folder. A file the staged output (the
 * one before last) holds with the same key is kept as it is. Resolves with llms.txt's text, or
 * undefined when `llms.enabled` is false.
 */
export async function writeLlmsFiles(
  input: LlmsInput & { staging: Staging; reporter: Reporter },
): Promise<string | undefined> {
  const { staging } = input;
  const llms = llmsFiles(input);
  if (!llms) return undefined;
  let written = 0;
  const write = (file: string, { key, text }: LlmsFile) => {
    if (staging.reuse(file, key)) return;
    staging.write(file, text(), key);
    written++;
  };
  for (const [file, copy] of llms.copies) write(file, copy);
  if (llms.full) write(LLMS_FULL_TXT, llms.full);
  write(LLMS_TXT, { key: sha1(llms.index), text: () => llms.index });
  input.reporter.stage('llms', `${llms.copies.size} pages as Markdown, ${written} files written`);
  return llms.index;
}

/**
 * A site plugin of its own may write llms.txt too (in postBuild, after ckdocs): its file is kept,
 * and the writer is told where ckdocs's went instead of silently losing it.
 */
export async function reportOwnLlmsTxt(
  outDir: string,
  written: string | undefined,
  { configFile }: SiteSetup,
  reporter: Reporter,
): Promise<void> {
  if (written === undefined) return;
  const now = await readFile(join(outDir, LLMS_TXT), 'utf8').catch(() => undefined);
  if (now === written) return;
  // A Docusaurus config has no `llms` of ckdocs's to set.
  const off = isDocusaurusConfig(configFile) ? '' : `, or set llms: { enabled: false } to write none of these files`;
  reporter.warn(
    `A plugin of the site wrote its own ${LLMS_TXT}, which is kept in place of ckdocs's; ckdocs still writes ${LLMS_FULL_TXT} and each page's .md copy. Remove that plugin to have ckdocs's ${LLMS_TXT}${off}.`,
  );
}
