import { defineConfig } from 'ckdocs';
import nextApiTsconfig from './api/next/tsconfig.json';

const nextModules = ['ai', 'analytics', 'cache', 'commandkit', 'i18n', 'legacy', 'queue', 'redis'];
// Samples marked `check` in the next guide import the packages the API declarations stand for.
const nextSamplePaths = Object.fromEntries(
  Object.entries(nextApiTsconfig.compilerOptions.paths).map(([name, files]) => [name, files.map((f) => `api/next/${f.replace(/^\.\//, '')}`)]),
);

export default defineConfig({
  title: 'CommandKit',
  tagline: 'A command and event handler for discord.js bots, with the batteries included',
  url: 'https://commandkit.dev',
  baseUrl: '/',
  favicon: 'img/logo.svg',
  repositoryUrl: 'https://github.com/underctrl-io/commandkit',
  colorMode: { defaultMode: 'dark', respectPrefersColorScheme: false },
  announcementBar: {
    id: 'commandkit-github-star',
    content: 'Like CommandKit? <a href="https://github.com/underctrl-io/commandkit">Star it on GitHub</a>',
    backgroundColor: '#2b1854',
    textColor: '#f1e9ff',
    isCloseable: true,
  },
  navbar: {
    title: 'CommandKit',
    logo: { src: 'img/logo.svg', alt: 'CommandKit logo' },
    items: [
      { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API Reference', position: 'left' },
      { type: 'docsVersionDropdown', position: 'right' },
      { href: 'https://github.com/underctrl-io/commandkit', label: '', 'aria-label': 'GitHub repository', className: 'header-github-link', position: 'right' },
      { href: 'https://ctrl.lol/discord', label: '', 'aria-label': 'Discord server', className: 'header-discord-link', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Guide (latest)', to: '/docs/guide/installation' },
          { label: 'Guide (next)', to: '/docs/next/guide/getting-started/introduction' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Discord', href: 'https://ctrl.lol/discord' },
          { label: 'GitHub', href: 'https://github.com/underctrl-io/commandkit' },
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} CommandKit. Built with ckdocs.`,
  },
  docs: {
    lastVersion: '0.1.10',
    editUrl: 'https://github.com/underctrl-io/commandkit/tree/main/apps/website/',
    versions: [
      {
        name: 'next',
        label: 'Next',
        path: '/docs/next',
        dir: 'docs',
        mainDocId: 'guide/getting-started/introduction',
        banner: 'unreleased',
        // Written declarations of the unreleased packages, one folder per package.
        api: {
          entryPoints: nextModules.map((m) => `api/next/${m}/index.d.ts`),
          moduleNames: nextModules,
          tsconfig: 'api/next/tsconfig.json',
          layout: 'modules',
          naming: 'kebab',
        },
        codeSamples: { paths: nextSamplePaths },
      },
      {
        name: '0.1.10',
        label: '0.1.10',
        path: '/docs',
        dir: 'versioned_docs/version-0.1.10',
        mainDocId: 'guide/installation',
        // Generated from the published package's type declarations (a pinned devDependency), plus
        // the types its sources declare but its bundle leaves unexported.
        api: {
          entryPoints: ['../node_modules/commandkit/dist/index.d.ts', 'api/0.1.10/source-types.d.ts'],
          tsconfig: 'api/0.1.10/tsconfig.json',
          layout: 'flat',
          naming: 'declared',
          interfacesFolder: 'types',
        },
      },
    ],
  },
  markdown: { mermaid: true },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  sitemap: { changefreq: 'weekly', priority: 0.5 },
  search: {
    appId: process.env.ALGOLIA_APP_ID,
    apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
    indexName: process.env.ALGOLIA_INDEX_NAME,
    contextualSearch: true,
    insights: false,
    // Discord's API says guild and member where its app and readers say server and user.
    synonyms: [
      ['guild', 'server'],
      ['member', 'user'],
    ],
  },
  home: {
    actions: [
      { label: 'Get started', to: '/docs/guide/installation', primary: true },
      { label: 'Explore Next', to: '/docs/next/guide/getting-started/introduction' },
    ],
    features: [
      { title: 'Commands from files', description: 'Drop a file in your commands folder and it becomes a slash command, a context menu command or a message command.', icon: 'img/features/commands.svg', to: '/docs/next/guide/file-system-conventions/commands-directory' },
      { title: 'Events without boilerplate', description: 'Each folder under events is a discord.js event; every file in it is a handler that runs when the event fires.', icon: 'img/features/events.svg', to: '/docs/next/guide/file-system-conventions/events-directory' },
      { title: 'Components as JSX', description: 'Write buttons, modals, select menus and the new display components as JSX and handle their interactions inline.', icon: 'img/features/components.svg', to: '/docs/next/guide/jsx-components/using-jsx' },
      { title: 'Plugins', description: 'Caching, analytics, localization, AI commands, queues and a key-value store, each one import away.', icon: 'img/features/plugins.svg', to: '/docs/next/guide/plugins/commandkit-plugins' },
    ],
  },
});
