import type { Server } from 'node:http';

/** Listens on `port`, or the next free one (up to 20 further), telling which it took. */
export async function listenOnFreePort(
  server: Server,
  port: number,
  host: string,
  onBusy: (port: number) => void,
): Promise<number> {
  for (let candidate = port; candidate < port + 20; candidate++) {
    const ok = await new Promise<boolean>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE') resolve(false);
        else reject(error);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve(true);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(candidate, host);
    });
    // Port 0 asks the system for any free port: report the one it gave.
    if (ok) return (server.address() as { port: number }).port;
    onBusy(candidate);
  }
  throw new Error(`No free port between ${port} and ${port + 19}`);
}
