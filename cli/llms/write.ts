import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteSetup } from '../stages/config.js';
import type { Staging } from '../render/output.js';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';
import type { Reporter } from '../util/reporter.js';
import { LLMS_FULL_TXT, LLMS_TXT, llmsFiles, sha1, type LlmsFile, type LlmsInput } from './llms-files.js';

/**
 * Docs for AI assistants (llms-files.ts), into the staging folder. A file the staged output (the
 * one before last) holds with the same key is kept as it is; none when `llms.enabled` is false.
 */
export async function writeLlmsFiles(input: LlmsInput & { staging: Staging; reporter: Reporter }): Promise<void> {
  const { staging } = input;
  const llms = llmsFiles(input);
  if (!llms) return;
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
}

/** The llms files ckdocs wrote into `outDir`, each as its size and time: to tell whether a plugin wrote it again. */
export async function llmsFilesNow(outDir: string): Promise<Map<string, string>> {
  const now = new Map<string, string>();
  for (const file of [LLMS_TXT, LLMS_FULL_TXT]) {
    const found = await stat(join(outDir, file)).catch(() => undefined);
    if (found) now.set(file, `${found.size} ${found.mtimeMs}`);
  }
  return now;
}

/**
 * A site plugin of its own may write llms.txt and llms-full.txt too (in postBuild, after ckdocs,
 * as a Docusaurus plugin does): its files are kept, and the writer is told which of ckdocs's they
 * replaced, rather than silently losing them. `ours`: `llmsFilesNow` before the plugins ran.
 */
export async function reportOwnLlmsFiles(
  outDir: string,
  ours: Map<string, string>,
  { configFile }: SiteSetup,
  reporter: Reporter,
): Promise<void> {
  const now = await llmsFilesNow(outDir);
  const replaced = [...ours].filter(([file, state]) => now.get(file) !== state).map(([file]) => file);
  if (!replaced.length) return;
  const kept = [
    ...[LLMS_FULL_TXT].filter((file) => ours.has(file) && !replaced.includes(file)),
    "each page's .md copy",
  ];
  // A Docusaurus config has no `llms` of ckdocs's to set.
  const off = isDocusaurusConfig(configFile) ? '' : ', or set llms: { enabled: false } to write none of these files';
  reporter.warn(
    `A plugin of the site wrote its own ${replaced.join(' and ')}, kept in place of ckdocs's; ${kept.join(' and ')} ${kept.length > 1 ? 'are' : 'is'} ckdocs's. Remove that plugin to have ckdocs's${off}.`,
  );
}
