import { describe, expect, it } from 'vitest';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { markdownToHtml } from '../../cli/api/markdown.js';
import { simpleMarkdown } from '../../cli/shortcuts/simple-markdown.js';

/** What the markdown pipeline makes of a text with no raw HTML and no code fence. */
const pipeline = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeStringify, { allowDangerousHtml: true });
const byPipeline = (text: string) => String(pipeline.processSync(text)).trim();

describe('doc comment markdown', () => {
  it('renders a plain line as one paragraph', () => {
    expect(markdownToHtml('Creates a new command handler (one per client).')).toBe(
      '<p>Creates a new command handler (one per client).</p>',
    );
  });

  it('renders inline code, links and several paragraphs as markdown does', () => {
    expect(
      markdownToHtml(
        'Returns a `Promise<void>` from [`reload`](/docs/api#reload).\nSee also `a & b`.\n\nSecond paragraph.',
      ),
    ).toBe(
      '<p>Returns a <code>Promise&#x3C;void></code> from <a href="/docs/api#reload"><code>reload</code></a>.\nSee also <code>a &#x26; b</code>.</p>\n<p>Second paragraph.</p>',
    );
  });

  it('still parses lines that hold markup, autolinks or block syntax', () => {
    expect(markdownToHtml('Returns the *cached* value, see [the guide](/docs/guide).')).toBe(
      '<p>Returns the <em>cached</em> value, see <a href="/docs/guide">the guide</a>.</p>',
    );
    expect(markdownToHtml('Docs at https://commandkit.dev today')).toContain('<a href="https://commandkit.dev">');
    expect(markdownToHtml('Mail ops@commandkit.dev')).toContain('href="mailto:ops@commandkit.dev"');
    expect(markdownToHtml('1. first\n2. second')).toBe('<ol>\n<li>first</li>\n<li>second</li>\n</ol>');
    expect(markdownToHtml('A line with a hard break  \nafter it')).toBe(
      '<p>A line with a hard break<br>\nafter it</p>',
    );
    expect(markdownToHtml('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(markdownToHtml('    indented code')).toContain('<code><span class="line">indented code</span></code>');
  });

  it('escapes raw HTML and entities written in comments', () => {
    expect(markdownToHtml('Use <b>bold</b> & friends')).toBe('<p>Use &#x3C;b>bold&#x3C;/b> &#x26; friends</p>');
  });

  it('gives the same HTML for a repeated comment', () => {
    const text = 'Runs `reload()` on **every** handler.';
    expect(markdownToHtml(text)).toBe(markdownToHtml(text));
    expect(markdownToHtml(text)).toBe('<p>Runs <code>reload()</code> on <strong>every</strong> handler.</p>');
  });

  it('renders the doc comments of a large reference as markdown does, lists and URL labels included', () => {
    const texts = [
      'Route for:\n- GET `/guilds/{guild.id}/members`\n- PATCH `/guilds/{guild.id}/members/@me`',
      'The role to give\n\nPresent from:\n- ROLE_CREATE\n- ROLE_UPDATE\n\nOnly for [bots](/docs/bots).',
      ' - [https://discord.com/developers/docs/topics/gateway#intents](https://discord.com/developers/docs/topics/gateway#intents)\n - [see www.example.com](/docs/x)',
      'Value: [boolean](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Data_structures#Boolean_type)',
      "You sent an invalid payload. Don't do that!",
      '- one item\n\nThen a paragraph.',
    ];
    for (const text of texts) {
      expect(simpleMarkdown(text), text).toBe(byPipeline(text));
      expect(markdownToHtml(text)).toBe(byPipeline(text));
    }
  });

  it('leaves to the pipeline what it cannot be sure of: loose and nested lists, images, autolinks', () => {
    const texts = [
      '- one\n\n- two',
      '- one\n   - nested',
      '- one\nlazy continuation',
      'A picture![logo](/img/logo.png)',
      'See https://example.com\n- item',
      '- [ ] a task',
    ];
    for (const text of texts) {
      expect(simpleMarkdown(text), text).toBeUndefined();
      expect(markdownToHtml(text)).toBe(byPipeline(text));
    }
  });

  it("marks the lines of code blocks by magic comments, the site's own when it has them", () => {
    const code = (marker: string) => `Example:\n\n\`\`\`ts\nsetUp();\n// ${marker}\nshout();\n\`\`\``;
    const byDefault = markdownToHtml(code('highlight-next-line'));
    expect(byDefault).not.toContain('highlight-next-line');
    expect(byDefault).toMatch(/<span class="line highlighted"><span class="token function">shout<\/span>/);
    expect(byDefault).toMatch(/<span class="line"><span class="token function">setUp<\/span>/);
    // The first is the highlighting one, as in guides; the others keep their class.
    const siteComments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' },
      { className: 'code-line-error', line: 'error-next-line' },
    ];
    const custom = markdownToHtml(code('error-next-line'), siteComments);
    expect(custom).not.toContain('error-next-line');
    expect(custom).toMatch(/<span class="line code-line-error"><span class="token function">shout<\/span>/);
  });
});
