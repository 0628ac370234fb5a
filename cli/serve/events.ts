import type { ServerResponse } from 'node:http';
import { AggregateUserError, UserError } from '../util/errors.js';
import { ERRORS_SHOWN } from '../util/reporter.js';

const message = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

/** Server-sent events to every open page: the dev server's push channel. */
export function createEventHub() {
  const clients = new Set<ServerResponse>();
  let reloads = 0;
  return {
    /**
     * Adds a page; `first` is sent to it alone, at once. Each page is told first how many reloads
     * were sent so far (`hello`): a page that reloaded for one learns of those sent while it was
     * away, when no page of it was connected.
     */
    attach(res: ServerResponse, first?: unknown): void {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.write(message({ type: 'hello', reloads }));
      if (first !== undefined) res.write(message(first));
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    send(event: unknown): void {
      if ((event as { type?: unknown }).type === 'reload') reloads++;
      const data = message(event);
      for (const client of clients) client.write(data);
    },
    close(): void {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;

/** What open pages show of a failed build: each error (the first {@link ERRORS_SHOWN}) and a count of the rest. */
export function errorEvent(error: unknown) {
  if (!(error instanceof UserError))
    return { type: 'error', errors: [{ message: String((error as Error).message ?? error) }], more: 0 };
  const all = error instanceof AggregateUserError ? error.errors : [error];
  return {
    type: 'error',
    summary: all.length > 1 ? error.message : undefined,
    errors: all.slice(0, ERRORS_SHOWN).map((e) => ({
      message: e.message,
      location: e.location,
      frame: e.details.frame,
      problems: e.details.problems,
    })),
    more: Math.max(0, all.length - ERRORS_SHOWN),
  };
}
