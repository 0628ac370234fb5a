import { spawn } from 'node:child_process';

/** Opens `url` in the system's default browser; where there is none, nothing happens. */
export function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  spawn(command, [url], { detached: true, stdio: 'ignore' })
    .on('error', () => {})
    .unref();
}
