import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** SRI integrity of `content`, as a build's server manifest gives it. */
export function integrityOf(content: string | Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** A remote build's files as its builds write them: the federation manifest, the server build, its stylesheets. */
export function remoteBuildFiles(options: {
  module: string;
  css?: Record<string, string>;
  shared?: Record<string, string>;
  version?: string;
  /** What the server manifest claims of `ssr.mjs` (default: its real integrity). */
  integrity?: string;
}): Record<string, string> {
  const css = options.css ?? {};
  const manifest = {
    schema: 1,
    name: 'mf_public',
    version: options.version ?? '1',
    entry: 'ssr.mjs',
    files: { 'ssr.mjs': options.integrity ?? integrityOf(options.module) },
    css: Object.fromEntries(Object.entries(css).map(([name, text]) => [`../${name}`, integrityOf(text)])),
    shared: options.shared ?? {},
  };
  return {
    '/mf-manifest.json': JSON.stringify({
      id: 'mf_public',
      name: 'mf_public',
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    }),
    '/remoteEntry.js': 'var mf_public = {};',
    '/ssr/ssr-manifest.json': JSON.stringify(manifest),
    '/ssr/ssr.mjs': options.module,
    ...Object.fromEntries(Object.entries(css).map(([name, text]) => [`/${name}`, text])),
  };
}

/**
 * Another origin serving a remote's build from memory, as a static file server or a CDN would: ETags (a
 * conditional request for an unchanged file answers 304), each request counted by path; a path can be made slow.
 */
export class RemoteOrigin {
  files: Record<string, string> = {};
  /** Requests by path, and how many of them were answered 304. */
  readonly requests: Record<string, number> = {};
  notModified = 0;
  /** Paths answered after this many milliseconds. */
  readonly slow = new Map<string, number>();
  readonly #server: Server;

  constructor() {
    this.#server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://origin').pathname;
      this.requests[pathname] = (this.requests[pathname] ?? 0) + 1;
      const answer = () => {
        const body = this.files[pathname];
        if (body === undefined) {
          response.writeHead(404).end('not found');
          return;
        }
        const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
        if (request.headers['if-none-match'] === etag) {
          this.notModified += 1;
          response.writeHead(304, { etag }).end();
          return;
        }
        response.writeHead(200, { etag, 'cache-control': 'no-cache' }).end(body);
      };
      const delay = this.slow.get(pathname);
      if (delay) setTimeout(answer, delay);
      else answer();
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  count(path: string): number {
    return this.requests[path] ?? 0;
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** A port nothing listens on: an origin that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
