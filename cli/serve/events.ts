import type { ServerResponse } from 'node:http';

const message = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

/** Server-sent events to every open page: the dev server's push channel. */
export function createEventHub() {
  const clients = new Set<ServerResponse>();
  return {
    /** Adds a page; `first` is sent to it alone, at once. */
    attach(res: ServerResponse, first?: unknown): void {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      if (first !== undefined) res.write(message(first));
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    send(event: unknown): void {
      const data = message(event);
      for (const client of clients) client.write(data);
    },
    close(): void {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
