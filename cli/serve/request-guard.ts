import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** A request `serve` and `preview` refuse, with the status and the text they answer. */
export interface Refusal {
  status: number;
  text: string;
}

/** The host name of a Host header, without its port or an IPv6 address's brackets. */
function hostName(header: string): string {
  const name = header.startsWith('[') ? header.slice(1, header.indexOf(']')) : header.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * Whether a page on another site may reach the server under this Host: a DNS-rebinding page
 * names its own domain, which then points at this machine. As Vite does, loopback names, IP
 * addresses and the host the server was told to bind are accepted, no other name.
 */
function allowedHost(header: string | undefined, boundHost: string): boolean {
  if (header === undefined) return true;
  const name = hostName(header);
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || name === hostName(boundHost);
}

/** Why `serve` or `preview` answers this request with an error of its own, or undefined to serve it. */
export function refusal(req: IncomingMessage, boundHost: string): Refusal | undefined {
  if (!allowedHost(req.headers.host, boundHost)) {
    return {
      status: 403,
      text: `Blocked request: the host "${req.headers.host}" is not allowed. ckdocs answers localhost, IP addresses and the name given with --host.`,
    };
  }
  try {
    decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!);
  } catch {
    return { status: 400, text: 'Bad request: the URL holds malformed percent-encoding.' };
  }
  return undefined;
}
