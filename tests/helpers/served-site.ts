import { get, request } from 'node:http';
import { join } from 'node:path';
import { serveSite, type DevServer } from '../../cli/serve/server.js';
import { copyFixture, memoryReporter } from './site.js';

/**
 * `ckdocs serve` of a copy of a fixture (tests may edit it) on a free loopback port, once the whole
 * site is in; `config`, the config file's name in it, and `locale` as `--config` and `--locale` give
 * them; `edit` changes the copy before it is served. Its reporter keeps the warnings.
 */
export async function serveFixture(
  name: string,
  {
    config = 'site.config.ts',
    locale,
    edit,
  }: { config?: string; locale?: string; edit?: (dir: string) => Promise<void> } = {},
): Promise<{
  site: Awaited<ReturnType<typeof copyFixture>>;
  server: DevServer;
  reporter: ReturnType<typeof memoryReporter>;
}> {
  const site = await copyFixture(name);
  await edit?.(site.dir);
  const reporter = memoryReporter();
  const configPath = join(site.dir, config);
  const server = await serveSite({ configPath, port: 0, host: '127.0.0.1', open: false, reporter, locale });
  // Before, nextBuild() resolves when the launch completes, not after the save a test waits for.
  await server.launched();
  return { site, server, reporter };
}

/** The dev server's reload and error events, as an open page receives them. */
export function serverEvents(url: string): Promise<{ events: { type: string; paths?: string[] }[]; close(): void }> {
  return new Promise((resolve) => {
    get(`${url}__ckdocs/events`, (res) => {
      const events: { type: string; paths?: string[] }[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        // What the server tells every page as it connects (its count of reloads) is no event of the site's.
        for (const line of chunk.split('\n')) {
          if (!line.startsWith('data: ')) continue;
          const event = JSON.parse(line.slice('data: '.length)) as { type: string; paths?: string[] };
          if (event.type !== 'hello') events.push(event);
        }
      });
      resolve({ events, close: () => res.destroy() });
    });
  });
}

/**
 * GET `path` from the server at `url` as written (no URL normalising it, as a browser would), with
 * the Host header given, else the one a browser sends.
 */
export function rawGet(url: string, path: string, host?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers: host ? { host } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}
