import { describe, expect, it } from 'vitest';
import { pluginRoutePages, type AddedRoute } from '../../cli/pages/plugin-routes.js';

const input = {
  siteDir: '/site',
  configFile: '/site/docusaurus.config.js',
  reporter: { warn() {}, info() {}, stage() {} },
};

/** Each route's path and page key (which names its chunk in the output), in the order the sitemap and llms.txt list them. */
const keysOf = (added: AddedRoute[]) => pluginRoutePages(added, input).map((page) => [page.permalink, page.key]);

describe("a plugin's routes", () => {
  it('keep their order and the names of their chunks whatever order the plugin added them in, as a blog adds its posts as their data is written', () => {
    const post = (path: string): AddedRoute => ({
      plugin: 'docusaurus-plugin-content-blog',
      id: 'default',
      route: { path, component: '@theme/BlogPostPage', exact: true },
    });
    const tags: AddedRoute = {
      plugin: 'docusaurus-plugin-content-blog',
      id: 'default',
      route: { path: '/blog/tags', component: '@theme/BlogTagsListPage' },
    };
    const tides: AddedRoute = {
      plugin: 'tide-table',
      id: 'default',
      route: { path: '/tides', component: '@site/src/Tides.js' },
    };
    const oneBuild = [post('/blog/storm'), tides, post('/blog/calm'), tags, post('/blog/fog')];
    const nextBuild = [post('/blog/fog'), tags, post('/blog/calm'), tides, post('/blog/storm')];
    expect(keysOf(nextBuild)).toEqual(keysOf(oneBuild));
    expect(new Set(keysOf(oneBuild).map(([, key]) => key)).size).toBe(5);
  });
});
