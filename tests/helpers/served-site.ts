import { serveSite, type DevServer } from '../../cli/serve/server.js';
import { copyFixture, memoryReporter } from './site.js';

/** `ckdocs serve` of a copy of a fixture (tests may edit it) on a free loopback port, once the whole site is in. */
export async function serveFixture(
  name: string,
): Promise<{ site: Awaited<ReturnType<typeof copyFixture>>; server: DevServer }> {
  const site = await copyFixture(name);
  const server = await serveSite({
    configPath: site.config,
    port: 0,
    host: '127.0.0.1',
    open: false,
    reporter: memoryReporter(),
  });
  // Before, nextBuild() resolves when the launch completes, not after the save a test waits for.
  await server.launched();
  return { site, server };
}
