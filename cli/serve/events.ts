import type { ServerResponse } from 'node:http';

/** Server-sent events to every open page: the dev server's push channel. */
export function createEventHub() {
  const clients = new Set<ServerResponse>();
  return {
    attach(res: ServerResponse): void {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    send(event: unknown): void {
      const data = `data: ${JSON.stringify(event)}\n\n`;
      for (const client of clients) client.write(data);
    },
    close(): void {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
