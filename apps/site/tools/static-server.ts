/**
 * A tiny static server for dist/ on 127.0.0.1 (random free port): directory index.html, and for a
 * missing file the nearest 404.html up the path (as Cloudflare Pages and similar hosts do): an
 * unknown /th/... address gets /th/404.html, the Thai page.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

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

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Whether `resolved` is `root` or inside it (a sibling like `<root>-old` is not). */
function isInside(root: string, resolved: string): boolean {
  return resolved === root || resolved.startsWith(root + path.sep);
}

/** The file for a URL path, or null; never outside root (also used by the browser tests' update server). */
export async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null; // a malformed %-escape: no such file
  }
  const resolved = path.resolve(root, `.${decoded}`);
  if (!isInside(root, resolved)) return null;
  if (await isFile(resolved)) return resolved;
  const index = path.join(resolved, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

async function nearest404(root: string, urlPath: string): Promise<string | null> {
  let dir = path.posix.dirname(urlPath.endsWith('/') ? `${urlPath}x` : urlPath);
  for (;;) {
    const candidate = path.resolve(root, `.${dir}`, '404.html');
    if (isInside(root, candidate) && (await isFile(candidate))) return candidate;
    if (dir === '/' || dir === '.') return null;
    dir = path.posix.dirname(dir);
  }
}

/** Text types a host compresses on the fly (fonts, images and wasm are sent as they are). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/**
 * Serves `root` on 127.0.0.1, on `options.port` (a free one when 0 or absent). `gzip: true`
 * compresses text responses as a production host does (for load-time figures); the browser
 * tests use the default, uncompressed.
 */
export async function startStaticServer(
  root: string,
  options: { gzip?: boolean; port?: number } = {},
): Promise<StaticServer> {
  const port = options.port ?? 0;
  const absoluteRoot = path.resolve(root);
  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    void (async () => {
      let file = await fileFor(absoluteRoot, urlPath);
      let status = 200;
      if (!file) {
        status = 404;
        file = await nearest404(absoluteRoot, urlPath);
      }
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      if (options.gzip && COMPRESSIBLE.test(type)) {
        response.writeHead(status, {
          'content-type': type,
          'content-encoding': 'gzip',
          vary: 'accept-encoding',
        });
        createReadStream(file).pipe(createGzip()).pipe(response);
        return;
      }
      response.writeHead(status, { 'content-type': type });
      createReadStream(file).pipe(response);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
