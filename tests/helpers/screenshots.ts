import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './ckdocs.js';

/** Where review screenshots go (not committed). */
const SHOTS = join(repoRoot, 'tests/screenshots');

/**
 * Whether this run writes screenshots for a person to look at (`SCREENSHOTS=1 npx vitest run …`):
 * they assert nothing, and each costs the browser more than the checks beside it.
 */
export const reviewScreenshots = Boolean(process.env.SCREENSHOTS);

/** Writes tests/screenshots/<name>.png of `page` when the run asks for review screenshots. */
export async function reviewScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!reviewScreenshots) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: options.fullPage });
}
