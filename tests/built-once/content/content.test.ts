import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { search } from '../../../runtime/search/engine.js';
import { openIndex } from '../../../runtime/search/open-index.js';
import { connectBrowser, serveStatic, sharedTab } from '../../helpers/browser.js';
import { builtSite } from '../../helpers/built-site.js';
import { repoRoot } from '../../helpers/ckdocs.js';
import { hasCodeExample, proseWordCount } from '../../helpers/prose.js';

const content = join(repoRoot, 'content');

function guidePages(dir: string): string[] {
  return readdirSync(join(content, dir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
    .map((f) => join(content, dir, f));
}

const pages = [...guidePages('docs/guide'), ...guidePages('versioned_docs/version-0.1.10/guide')];

describe('every CommandKit guide page teaches', () => {
  it.each(pages.map((p) => [relative(content, p)]))('%s has 250+ words of prose and a code example', (file) => {
    const source = readFileSync(join(content, file), 'utf8');
    expect(proseWordCount(source)).toBeGreaterThanOrEqual(250);
    expect(hasCodeExample(source)).toBe(true);
  });
});

// Routes the specification names, for both versions.
const NEXT_GUIDES: Record<string, string[]> = {
  'ai-powered-commands': [
    'advanced-configuration',
    'ai-configuration',
    'ai-context-hooks',
    'best-practices',
    'creating-ai-commands',
    'custom-tools',
    'introduction',
    'troubleshooting',
  ],
  analytics: ['analytics-in-commandkit', 'custom-providers', 'posthog', 'umami'],
  caching: [
    'cacheLife-function',
    'cacheTag-function',
    'caching-in-commandkit',
    'cleanup-function',
    'revalidateTag-function',
  ],
  devtools: ['introduction'],
  'feature-flags': ['custom-providers', 'feature-flags'],
  'file-system-conventions': [
    '+middleware.ts',
    'app.ts',
    'category-directory',
    'command-file',
    'commands-directory',
    'events-directory',
    'locales-directory',
  ],
  'getting-started': [
    'commandkit-config',
    'introduction',
    'migrating-from-v0',
    'onApplicationBootstrap-function',
    'setup-commandkit',
    'setup-commandkit-manually',
    'using-commandkit-cli',
  ],
  'helper-functions': ['after', 'stopEvents'],
  'jsx-components': [
    'using-jsx',
    'components-v1/action-row',
    'components-v1/button',
    'components-v1/modal',
    'components-v1/select-menu',
    'components-v2/container',
    'components-v2/file',
    'components-v2/media-gallery',
    'components-v2/section-separator',
    'components-v2/text-display',
  ],
  'key-value-store': ['advanced-features', 'basic-operations', 'introduction', 'namespaces'],
  localization: ['commands-localization', 'events-localization', 'introduction', 'usage-with-legacy-plugin'],
  'message-commands': ['message-commands', 'resolve-message-commands-prefix'],
  'message-components': ['buttonkit', 'modalkit', 'selectmenukit'],
  plugins: [
    'commandkit-plugins',
    'creating-a-compiler-plugin',
    'creating-a-runtime-plugin',
    ...['ai', 'analytics', 'cache', 'devtools', 'i18n', 'legacy', 'redis'].map((p) => `official-plugins/${p}`),
  ],
  queue: ['advanced-features', 'basic-operations', 'discordjs-integration', 'introduction'],
  sharding: ['sharding'],
  'useful-utilities': ['', 'async-queue', 'mutex', 'ratelimit', 'semaphore'],
};
const LATEST_GUIDES = [
  'buttonkit',
  'command-file-setup',
  'commandkit-config',
  'commandkit-setup',
  'create-commandkit',
  'event-file-setup',
  'installation',
  'migrating-from-djs-commander',
  'using-cli',
  'validation-file-setup',
];
const LATEST_API = [
  'classes/ButtonKit',
  'classes/CommandKit',
  'enums/ReloadType',
  'functions/defineConfig',
  'functions/getConfig',
  'variables/version',
  ...[
    'AutocompleteProps',
    'CommandContext',
    'CommandData',
    'CommandFileObject',
    'CommandKitConfig',
    'CommandKitData',
    'CommandKitOptions',
    'CommandObject',
    'CommandOptions',
    'CommandProps',
    'ContextMenuCommandProps',
    'MessageContextMenuCommandProps',
    'ReloadOptions',
    'SlashCommandProps',
    'UserContextMenuCommandProps',
    'ValidationProps',
  ].map((t) => `types/${t}`),
];
const NEXT_API = [
  ...['ai', 'analytics', 'cache', 'commandkit', 'i18n', 'legacy', 'queue', 'redis'].map((m) => m),
  ...[
    'stop-events',
    'string-select-menu',
    'string-select-menu-option',
    'text-display',
    'text-input',
    'thumbnail',
    'to-file-url',
    'use-environment',
    'user-select-menu',
    'warn-unstable',
    'with-mutex',
    'with-permit',
  ].map((f) => `commandkit/functions/${f}`),
  ...[
    'command',
    'command-context',
    'button-props',
    'modal-props',
    'rate-limit-options',
    'mutex-options',
    'semaphore-options',
    'kv-options',
    'logger-impl',
  ].map((i) => `commandkit/interfaces/${i}`),
  ...[
    'analytics-events',
    'command-execution-mode',
    'command-kit-error-codes',
    'default-config',
    'default-mutex',
    'default-rate-limiter',
    'default-semaphore',
    'default_max_requests',
    'default_timeout',
    'logger',
    'version',
  ].map((v) => `commandkit/variables/${v}`),
  ...['fetch-t', 'i18n', 'locale', 'use-i18n'].map((f) => `i18n/functions/${f}`),
  ...['receive', 'send', 'set-driver'].map((f) => `queue/functions/${f}`),
];

const { out } = builtSite('content');

const exists = (path: string) => existsSync(join(out, path, 'index.html'));

describe('the built CommandKit site', () => {
  it('has the home page, search page and both version roots', () => {
    for (const path of ['', 'search', 'docs', 'docs/next']) expect(exists(path), path).toBe(true);
  });

  it('has every next guide page the specification names', () => {
    const missing = Object.entries(NEXT_GUIDES)
      .flatMap(([section, names]) => names.map((n) => `docs/next/guide/${section}/${n}`.replace(/\/$/, '')))
      .filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });

  it('has every 0.1.10 guide and API page the specification names', () => {
    const missing = [
      ...LATEST_GUIDES.map((g) => `docs/guide/${g}`),
      ...LATEST_API.map((a) => `docs/api-reference/${a}`),
    ].filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });

  it('has the next API reference: module and kind indexes and the symbols the specification names', () => {
    const missing = NEXT_API.map((a) => `docs/next/api-reference/${a}`).filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });

  it('finds ButtonKit guide and API pages first when searching for ButtonKit', async () => {
    const manifest = JSON.parse(readFileSync(join(out, 'search/manifest.json'), 'utf8')) as {
      indexes: Record<string, string>;
    };
    for (const [version, guide, api] of [
      [
        'next',
        '/docs/next/guide/message-components/buttonkit',
        '/docs/next/api-reference/commandkit/classes/button-kit',
      ],
      ['0.1.10', '/docs/guide/buttonkit', '/docs/api-reference/classes/ButtonKit'],
    ] as const) {
      const index = await openIndex(manifest.indexes[version]!, async (url) =>
        JSON.parse(readFileSync(join(out, url), 'utf8')),
      );
      // Each page's hit comes first, its sections nested after it.
      const pages = (await search(index, { query: 'ButtonKit' })).hits
        .filter((h) => h.type === 'lvl1')
        .map((h) => h.url);
      expect(pages.slice(0, 2).sort()).toEqual([api, guide].sort());
    }
  });
});

describe('the built CommandKit site in Chromium', () => {
  let server: Awaited<ReturnType<typeof serveStatic>>;
  const ctx = {} as { browser: Browser };
  const tab = sharedTab(ctx);
  beforeAll(async () => {
    server = await serveStatic(out);
    ctx.browser = await connectBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await server?.close();
  });

  // Every guide page of both versions, then API pages of every kind: 20 in all, spread evenly.
  const sampled = (() => {
    const guides = Object.entries(NEXT_GUIDES).flatMap(([section, names]) =>
      names.map((n) => `/docs/next/guide/${section}/${n}`.replace(/\/$/, '')),
    );
    const all = [
      ...guides,
      ...LATEST_GUIDES.map((g) => `/docs/guide/${g}`),
      ...NEXT_API.map((a) => `/docs/next/api-reference/${a}`),
      ...LATEST_API.map((a) => `/docs/api-reference/${a}`),
    ];
    const step = all.length / 20;
    return Array.from({ length: 20 }, (_, i) => all[Math.floor(i * step)]!);
  })();

  it.each(sampled)('hydrates %s without a React warning or a failed request', async (path) => {
    const { page, problems } = await tab.open(server.url + path);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    expect(problems).toEqual([]);
  });
});
