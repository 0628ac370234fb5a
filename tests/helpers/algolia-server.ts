import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for Algolia's search hosts: one HTTP server per loopback port, answering the
 * multi-index queries call (a POST to /1/indexes/, a star, /queries) from a small fixed set of
 * records. Tests point the site's `search.hosts` at it and make single ports fail.
 */

/** A record as DocSearch stores it (the fields its queries retrieve, plus the facets they filter on). */
export interface AlgoliaRecord {
  objectID: string;
  url: string;
  type: 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Partial<Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string>>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
}

/** Pages of the `basic` fixture, in both of its versions. */
export const FIXTURE_RECORDS: AlgoliaRecord[] = [
  {
    objectID: 'next-setup-install',
    url: 'https://fixture.test/docs/next/guide/start/setup#install-it',
    type: 'lvl2',
    hierarchy: { lvl0: 'Start Here', lvl1: 'Setting things up', lvl2: 'Install it' },
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-next',
  },
  {
    objectID: 'next-setup-install-text',
    url: 'https://fixture.test/docs/next/guide/start/setup#install-it',
    type: 'content',
    hierarchy: { lvl0: 'Start Here', lvl1: 'Setting things up', lvl2: 'Install it' },
    content: 'Run the installer.',
    language: 'en',
    docusaurus_tag: 'docs-default-next',
  },
  {
    objectID: 'v1-hello',
    url: 'https://fixture.test/docs/guide/hello',
    type: 'content',
    hierarchy: { lvl0: 'Guide', lvl1: 'Hello v1' },
    content: "The old version's only page, before the installer.",
    language: 'en',
    docusaurus_tag: 'docs-default-1.0',
  },
];

/** A request as the server received it. */
export interface ReceivedRequest {
  port: number;
  method: string;
  path: string;
  /** Query parameters (Algolia's credentials and agent travel here). */
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** The JSON body, parsed whatever its content type (browsers send it as text/plain). */
  body?: { requests: Record<string, unknown>[] };
}

/**
 * How a port behaves: `up` answers; `error` answers 500 (retryable for Algolia's client);
 * `reset` drops the connection on each request (a network error, at once); `hang` reads the
 * request and never answers (the client's connect timeout); `down` is not listening at all.
 */
export type PortMode = 'up' | 'error' | 'reset' | 'hang' | 'down';

export interface AlgoliaServer {
  /** `http://127.0.0.1:<port>` for each port, in order: the site's `search.hosts`. */
  hosts: string[];
  ports: number[];
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  /** The queries received (preflights left out), with the port each reached. */
  queries(): ReceivedRequest[];
  setMode(index: number, mode: PortMode): Promise<void>;
  /** Every port up again and the record of requests emptied, between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

interface Host {
  server: Server;
  port: number;
  mode: PortMode;
  sockets: Set<Socket>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): ReceivedRequest['body'] {
  try {
    return JSON.parse(text) as ReceivedRequest['body'];
  } catch {
    return undefined;
  }
}

/** The site is served from another origin: every answer allows it, preflights included. */
function allowCors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? 'content-type');
  res.setHeader('access-control-max-age', '86400');
}

/** Wraps each case-insensitive occurrence of the query's words in the highlight tags. */
function highlight(text: string, words: string[], pre: string, post: string) {
  const matched = words.filter((w) => text.toLowerCase().includes(w));
  if (matched.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] as string[] };
  const pattern = new RegExp(matched.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  const value = text.replace(pattern, (m) => `${pre}${m}${post}`);
  return {
    value,
    matchLevel: matched.length === words.length ? 'full' : 'partial',
    matchedWords: matched,
    fullyHighlighted: value === `${pre}${text}${post}`,
  };
}

/** Algolia's facet filters: every top-level entry must hold, any one inside a nested list. */
function passesFilters(record: AlgoliaRecord, filters: unknown): boolean {
  if (!Array.isArray(filters)) return true;
  const holds = (filter: string) => {
    const [name, value] = filter.split(':') as [keyof AlgoliaRecord, string];
    return record[name] === value;
  };
  return filters.every((entry: string | string[]) => (Array.isArray(entry) ? entry.some(holds) : holds(entry)));
}

/** One result of the multi-index response, in Algolia's shape, for one request of the body. */
function answer(records: AlgoliaRecord[], request: Record<string, unknown>) {
  const query = String(request.query ?? '');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const pre = String(request.highlightPreTag ?? '<em>');
  const post = String(request.highlightPostTag ?? '</em>');
  const hitsPerPage = Number(request.hitsPerPage ?? 20);
  const page = Number(request.page ?? 0);
  const matching = records.filter((r) => {
    const text = [...Object.values(r.hierarchy), r.content ?? ''].join(' ').toLowerCase();
    return passesFilters(r, request.facetFilters) && words.every((w) => text.includes(w));
  });
  const hits = matching
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({ language: _l, docusaurus_tag: _t, ...record }) => {
      const levels = Object.entries(record.hierarchy);
      const marked = Object.fromEntries(levels.map(([level, text]) => [level, highlight(text, words, pre, post)]));
      const content = record.content === null ? {} : { content: highlight(record.content, words, pre, post) };
      return {
        ...record,
        hierarchy: {
          lvl0: null,
          lvl1: null,
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
          ...record.hierarchy,
        },
        _highlightResult: { hierarchy: marked, ...content },
        _snippetResult: {
          hierarchy: Object.fromEntries(
            levels.map(([level]) => [level, { value: marked[level]!.value, matchLevel: marked[level]!.matchLevel }]),
          ),
          ...content,
        },
      };
    });
  const params = new URLSearchParams(
    Object.entries(request)
      .filter(([k]) => k !== 'indexName')
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return {
    hits,
    nbHits: matching.length,
    page,
    nbPages: Math.ceil(matching.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: { nbHits: true },
    query,
    params: params.toString(),
    index: request.indexName,
    processingTimeMS: 1,
    ...(request.clickAnalytics === true && { queryID: `query-${query.length}-${matching.length}` }),
  };
}

function listen(host: Host): Promise<void> {
  return new Promise((resolve, reject) => {
    host.server.once('error', reject);
    host.server.listen(host.port, '127.0.0.1', () => {
      host.server.off('error', reject);
      host.port = (host.server.address() as AddressInfo).port;
      resolve();
    });
  });
}

/** Stops listening and drops open connections, kept-alive ones too, so the port refuses at once. */
function shutDown(host: Host): Promise<void> {
  if (!host.server.listening) return Promise.resolve();
  for (const socket of host.sockets) socket.destroy();
  return new Promise((resolve) => host.server.close(() => resolve()));
}

/** Starts `count` servers on free loopback ports, all answering from `records`. */
export async function startAlgoliaServer(
  count: number,
  records: AlgoliaRecord[] = FIXTURE_RECORDS,
): Promise<AlgoliaServer> {
  const requests: ReceivedRequest[] = [];

  const handle = async (host: Host, req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const text = await readBody(req);
    const received: ReceivedRequest = {
      port: host.port,
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    };
    if (text) received.body = parseJson(text);
    requests.push(received);
    if (host.mode === 'reset') return void req.socket.destroy();
    if (host.mode === 'hang') return;
    allowCors(req, res);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (host.mode === 'error')
      return void res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Internal error', status: 500 }));
    if (req.method !== 'POST' || !/^\/1\/indexes\/[^/]+\/queries$/.test(url.pathname)) {
      return void res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: `No route for ${req.method} ${url.pathname}`, status: 404 }));
    }
    if (!Array.isArray(received.body?.requests)) {
      return void res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Expected a JSON body with a requests list', status: 400 }));
    }
    const results = received.body.requests.map((request) => answer(records, request));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ results }));
  };

  const hosts: Host[] = [];
  for (let i = 0; i < count; i++) {
    const host: Host = { server: createServer(), port: 0, mode: 'up', sockets: new Set() };
    host.server.on('request', (req, res) => void handle(host, req, res));
    host.server.on('connection', (socket) => {
      host.sockets.add(socket);
      socket.on('close', () => host.sockets.delete(socket));
    });
    await listen(host);
    hosts.push(host);
  }

  const setMode = async (index: number, mode: PortMode) => {
    const host = hosts[index]!;
    host.mode = mode;
    if (mode === 'down') await shutDown(host);
    else if (!host.server.listening) await listen(host);
  };

  return {
    hosts: hosts.map((h) => `http://127.0.0.1:${h.port}`),
    ports: hosts.map((h) => h.port),
    requests,
    queries: () => requests.filter((r) => r.method === 'POST'),
    setMode,
    async reset() {
      // Hung requests end with their sockets; a port going back up listens on the same number.
      for (const host of hosts) for (const socket of host.sockets) socket.destroy();
      await Promise.all(hosts.map((_, i) => setMode(i, 'up')));
      requests.length = 0;
    },
    close: () => Promise.all(hosts.map(shutDown)).then(() => undefined),
  };
}
