import { describe, expect, it } from 'vitest';
import { closestRoutes } from '../../runtime/closest-routes.js';

const routes = [
  '/',
  '/search',
  '/docs/next/guide/caching/caching-in-commandkit',
  '/docs/next/guide/caching/cacheTag-function',
  '/docs/next/guide/queue/introduction',
  '/docs/next/api-reference/commandkit/classes/command-kit',
  '/docs/guide/installation',
];

describe("the 404 page's suggestions", () => {
  it('offers the routes whose paths read closest to a mistyped one, best first', () => {
    expect(closestRoutes('/docs/next/guide/caching/cachetag-functoin', routes)[0]).toBe(
      '/docs/next/guide/caching/cacheTag-function',
    );
    expect(closestRoutes('/docs/guide/instalation', routes)[0]).toBe('/docs/guide/installation');
  });

  it('matches names whatever their case and separators', () => {
    expect(closestRoutes('/docs/next/api-reference/commandkit/classes/CommandKit', routes)[0]).toBe(
      '/docs/next/api-reference/commandkit/classes/command-kit',
    );
  });

  it('offers nothing for a path like no route', () => {
    expect(closestRoutes('/zzzz/qqqq', routes)).toEqual([]);
    expect(closestRoutes('/docs/next/guide/nothing-here', routes)).toEqual([]);
  });
});
