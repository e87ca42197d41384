/**
 * The one static server for dist/ (the browser checks, `preview`, perf, tap-to-ready, the audits):
 * sirv on 127.0.0.1 at a random free port (or `port`), a folder's index.html, and for a missing
 * file the nearest 404.html up the path, with status 404 (as Cloudflare Pages and similar hosts
 * do): an unknown /th/... address gets /th/404.html, the Thai page. A static site is only read:
 * methods other than GET and HEAD get 405 (as the Caddy sample answers them). What a check can
 * ask for besides (compression, headers, a simulated next build, faults on chosen paths) is
 * StaticServerOptions and StaticServer.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { cacheControlFor, IMMUTABLE } from '../src/integrations/security/deploy-headers.ts';
import { type HeaderRule, headersFor } from './deploy-header-rules.ts';
import { type BuildView, nextBuildOf } from './next-build.ts';
import { nearest404 } from './served-file.ts';

export interface StaticServerOptions {
  /** The port to listen on (a free one when 0 or absent). */
  port?: number;
  /** Compress text responses as a production host does (load-time figures); off by default. */
  gzip?: boolean;
  /** Headers sent with every response, 404s too (the offline checks': `Vary: Origin`, as astro preview). */
  headers?: Readonly<Record<string, string>>;
  /** Whether the server can switch to a simulated next build (`switchToB`). */
  simulateUpdate?: boolean;
  /**
   * Send the hosts' Cache-Control (`cacheControlFor`: hashed assets and font subsets for a year,
   * the rest revalidated), so a page loaded again in the same context takes its JS, CSS and fonts
   * from the HTTP cache, as a reader's browser does; off by default (`no-store`: nothing is cached).
   */
  cacheHeaders?: boolean;
  /**
   * Files from outside the build, by the address path that serves them (read once, sent as
   * JavaScript, cached for a year like a hashed asset): the browser checks' axe-core, which a kept
   * context then fetches and compiles once instead of being handed its 650 kB source per page.
   */
  extraFiles?: Readonly<Record<string, string>>;
  /**
   * The deploy's headers by path (the build's `_headers` read back: deploy-header-rules.ts), sent
   * with every response as the hosts send them: the preview's review page gets the same policies,
   * frame and nosniff headers as the deploy.
   */
  deployHeaders?: readonly HeaderRule[];
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

type Next = (error?: unknown) => void;

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
  // dev: files are looked up on each request (no walk of the whole build at start) and sent
  // `no-store`, unless cacheHeaders puts the hosts' rule in its place.
  const files = sirv(absoluteRoot, {
    dev: true,
    extensions: ['html'],
    setHeaders: options.cacheHeaders
      ? (response, pathname) => response.setHeader('cache-control', cacheControlFor(pathname))
      : undefined,
  });
  const compress = options.gzip ? compression({ threshold: 0 }) : undefined;
  const extras = extraFileServer(options.extraFiles ?? {});

  const notFound = async (urlPath: string, response: ServerResponse): Promise<void> => {
    const page = await nearest404(absoluteRoot, urlPath);
    if (page)
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(await readFile(page));
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  };

  const respond = async (request: IncomingMessage, response: ServerResponse, urlPath: string) => {
    setConfiguredHeaders(response, urlPath, options);
    if (await extras(request, response, urlPath)) return;
    if (view) {
      const onDisk = view.pathOf(urlPath);
      if (onDisk === null) return notFound(urlPath, response);
      request.url = onDisk;
      const body = await view.body(urlPath);
      if (body) {
        response.writeHead(200, { 'content-type': body.type }).end(body.bytes);
        return;
      }
    }
    files(request, response, () => void notFound(urlPath, response).catch(failed(response)));
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...options.headers, allow: 'GET, HEAD' }).end();
      return;
    }
    if (servedFault({ failPaths, errorPaths, wrongBodyPaths }, request, response, urlPath, options.headers))
      return;
    const serve: Next = () => void respond(request, response, urlPath).catch(failed(response));
    if (compress)
      compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], serve);
    else serve();
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

/** The headers the options ask for: fixed ones, and the deploy's rules for this path (not its Cache-Control). */
function setConfiguredHeaders(response: ServerResponse, urlPath: string, options: StaticServerOptions): void {
  for (const [name, value] of Object.entries(options.headers ?? {})) response.setHeader(name, value);
  if (!options.deployHeaders) return;
  for (const [name, values] of headersFor(options.deployHeaders, urlPath))
    if (name !== 'cache-control') response.setHeader(name, values.length === 1 ? values[0]! : values);
}

/** A fault while answering: 500 with its text (a check sees it), never a hung request. */
function failed(response: ServerResponse): (error: unknown) => void {
  return (error) => {
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end(String(error));
  };
}

/** The faults a test asked for on a path (a dropped connection, an error status, a wrong body): true when one was served. */
function servedFault(
  faults: Pick<StaticServer, 'failPaths' | 'errorPaths' | 'wrongBodyPaths'>,
  request: IncomingMessage,
  response: ServerResponse,
  urlPath: string,
  headers: StaticServerOptions['headers'],
): boolean {
  if (faults.failPaths.has(urlPath)) {
    request.socket.destroy();
    return true;
  }
  const status = faults.errorPaths.get(urlPath);
  if (status !== undefined) {
    response.writeHead(status, { ...headers, 'content-type': 'text/plain' }).end('unavailable');
    return true;
  }
  const wrong = faults.wrongBodyPaths.get(urlPath);
  if (wrong === undefined) return false;
  response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(wrong);
  return true;
}

/** Serves the extra files (URL path -> file outside the build), each read once: true when the path was one. */
function extraFileServer(extraFiles: Readonly<Record<string, string>>) {
  const files = new Map(Object.entries(extraFiles));
  const bodies = new Map<string, Promise<Buffer>>();
  return async (request: IncomingMessage, response: ServerResponse, urlPath: string): Promise<boolean> => {
    const extra = files.get(urlPath);
    if (extra === undefined) return false;
    let body = bodies.get(urlPath);
    if (!body) {
      body = readFile(extra);
      bodies.set(urlPath, body);
    }
    const bytes = await body;
    response
      .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': IMMUTABLE })
      .end(request.method === 'HEAD' ? undefined : bytes);
    return true;
  };
}
