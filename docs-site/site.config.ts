import { defineConfig } from 'ckdocs';

// The ckdocs manual: a ckdocs site of its own, built and link-checked by `npm test`
// (tests/docs-site.test.ts). Serve it with `npx ckdocs serve -c docs-site/site.config.ts`.
export default defineConfig({
  title: 'ckdocs',
  tagline: 'Builds, checks and serves a documentation website; Docusaurus sites as they are',
  url: 'https://ckdocs.example',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  navbar: {
    title: 'ckdocs',
    items: [
      { type: 'docSidebar', sidebarId: 'manual', label: 'Manual', position: 'left' },
      { type: 'doc', docId: 'configuration/index', label: 'Configuration', position: 'left' },
    ],
  },
  footer: {
    links: [
      { label: 'Getting started', to: '/docs' },
      { label: 'Commands', to: '/docs/commands' },
      { label: 'Troubleshooting', to: '/docs/troubleshooting' },
    ],
    copyright: 'Built with ckdocs.',
  },
  docs: {
    showLastUpdateAuthor: false,
    versions: [
      {
        name: 'current',
        label: 'Current',
        path: '/docs',
        dir: 'docs',
        mainDocId: 'getting-started',
        sidebars: { manual: '.' },
        badge: false,
      },
    ],
  },
  home: {
    actions: [
      { label: 'Get started', to: '/docs', primary: true },
      { label: 'Configuration reference', to: '/docs/configuration' },
    ],
    features: [
      {
        title: 'Build',
        description: 'Static HTML for every page, hashed assets, a sitemap and a search index.',
        to: '/docs/commands/build',
      },
      {
        title: 'Serve',
        description: 'The site on localhost, reloaded in the browser on every save.',
        to: '/docs/commands/serve',
      },
      {
        title: 'Check',
        description: 'Config, pages, links, anchors and code samples, for CI.',
        to: '/docs/commands/check',
      },
      {
        title: 'Docusaurus sites',
        description: 'A Docusaurus website folder builds as it is, with no config of its own.',
        to: '/docs/docusaurus-sites',
      },
    ],
  },
});
