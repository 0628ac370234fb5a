import type { Root } from 'mdast';
import remarkEmoji from 'remark-emoji';
import type { VFile } from 'vfile';
import type {} from './page-settings.js'; // file.data.settings

// remark-emoji, the plugin Docusaurus's Markdown runs, with its default settings.
const replaceShortcodes = (remarkEmoji as unknown as () => (tree: Root) => void)();

/** What remark-emoji replaces: `:name:`, `:+1:` and `:-1:`. */
const SHORTCODE = /:(?:[\w-]+|\+1):/;

/**
 * `:name:` shortcodes as emoji (`:tada:` is 🎉) where the site says (`markdown.emoji`); whether
 * the page's text named any.
 */
export function replaceSiteEmoji(tree: Root, file: VFile): boolean {
  // Most pages name no shortcode: their tree is not walked.
  if (!file.data.settings?.emoji || !SHORTCODE.test(String(file.value))) return false;
  replaceShortcodes(tree);
  return true;
}
