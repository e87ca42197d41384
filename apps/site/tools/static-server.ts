/**
 * The one static server for dist/ (the browser checks, `preview`, perf, tap-to-ready, the audits):
 * 127.0.0.1 on a random free port (or `port`), a folder's index.html, and for a missing file the
 * nearest 404.html up the path, with status 404 (as Cloudflare Pages and similar hosts do): an
 * unknown /th/... address gets /th/404.html, the Thai page.
 *
 * Options a check asks for: `gzip` (text compressed on the fly, as a production host does, for
 * load-time figures), `headers` on every response (the offline checks send `Vary: Origin`, as
 * astro preview does), `cacheHeaders` (the hosts' Cache-Control, the browser checks' server) and
 * `simulateUpdate` (the server can switch to a simulated next build, tools/next-build.ts). Every server can drop the connection for chosen paths (`failPaths`) or
 * answer them with an HTTP status (`errorPaths`), for a refresh or a download that fails, or with
 * a wrong page and status 200 (`wrongBodyPaths`, a proxy's error page).
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { cacheControlFor } from '../src/integrations/security/deploy-headers.ts';
import { type BuildView, nextBuildOf } from './next-build.ts';
import { fileFor, nearest404 } from './served-file.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** Text types a host compresses on the fly (fonts, images and wasm are sent as they are). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

export interface StaticServerOptions {
  /** The port to listen on (a free one when 0 or absent). */
  port?: number;
  /** Compress text responses as a production host does (load-time figures); off by default. */
  gzip?: boolean;
  /** Headers sent with every response, 404s included. */
  headers?: Readonly<Record<string, string>>;
  /** Whether the server can switch to a simulated next build (`switchToB`). */
  simulateUpdate?: boolean;
  /**
   * Send the hosts' Cache-Control (`cacheControlFor`: hashed assets and font subsets for a year,
   * the rest revalidated), so a page loaded again in the same context takes its JS, CSS and fonts
   * from the HTTP cache, as a reader's browser does; off by default (nothing is cached: no
   * validator is sent either).
   */
  cacheHeaders?: boolean;
}

export interface StaticServer {
  url: string;
  /** Drop the connection for these paths (a page's refresh fails). */
  failPaths: Set<string>;
  /** Answer these paths with this HTTP status (a server error in the middle of a download). */
  errorPaths: Map<string, number>;
  /** Answer these paths 200 with this HTML instead of the file (a proxy's or portal's page). */
  wrongBodyPaths: Map<string, string>;
  close: () => Promise<void>;
}

/** A server that can switch to a simulated next build (the service-worker update checks). */
export interface UpdatingServer extends StaticServer {
  /** Serve build B from now on (tools/next-build.ts). */
  switchToB: () => void;
}

/** Serves `root`; see the options. */
export async function startStaticServer(
  root: string,
  options: StaticServerOptions & { simulateUpdate: true },
): Promise<UpdatingServer>;
export async function startStaticServer(root: string, options?: StaticServerOptions): Promise<StaticServer>;
export async function startStaticServer(
  root: string,
  options: StaticServerOptions = {},
): Promise<StaticServer | UpdatingServer> {
  const absoluteRoot = path.resolve(root);
  const failPaths = new Set<string>();
  const errorPaths = new Map<string, number>();
  const wrongBodyPaths = new Map<string, string>();
  const nextBuild = options.simulateUpdate ? await nextBuildOf(absoluteRoot) : null;
  /** The build being served: as built (null), or the simulated next one after `switchToB`. */
  let view: BuildView | null = null;

  const respond = async (urlPath: string, response: ServerResponse): Promise<void> => {
    const headers = { ...options.headers };
    const servedPath = view ? view.pathOf(urlPath) : urlPath;
    let file = await fileFor(absoluteRoot, servedPath);
    let status = 200;
    if (!file) {
      status = 404;
      file = await nearest404(absoluteRoot, servedPath);
    }
    if (!file) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const rewritten = view ? await view.body(urlPath, file) : null;
    const gzip = options.gzip === true && COMPRESSIBLE.test(type);
    const vary = [headers.vary, gzip ? 'accept-encoding' : undefined].filter(Boolean).join(', ');
    response.writeHead(status, {
      ...headers,
      ...(options.cacheHeaders && status === 200 ? { 'cache-control': cacheControlFor(urlPath) } : {}),
      'content-type': type,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...(vary ? { vary } : {}),
    });
    if (rewritten) {
      if (gzip) {
        const zip = createGzip();
        zip.pipe(response);
        zip.end(rewritten);
      } else response.end(rewritten);
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (failPaths.has(urlPath)) {
      request.socket.destroy();
      return;
    }
    const status = errorPaths.get(urlPath);
    if (status !== undefined) {
      response.writeHead(status, { ...options.headers, 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    const wrong = wrongBodyPaths.get(urlPath);
    if (wrong !== undefined) {
      response.writeHead(200, { ...options.headers, 'content-type': 'text/html; charset=utf-8' }).end(wrong);
      return;
    }
    respond(urlPath, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const handle: StaticServer = {
    url: `http://127.0.0.1:${port}`,
    failPaths,
    errorPaths,
    wrongBodyPaths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  if (!nextBuild) return handle;
  return {
    ...handle,
    switchToB: () => {
      view = nextBuild;
    },
  };
}
