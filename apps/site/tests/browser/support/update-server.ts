/**
 * A server for the service-worker checks (checks/72-offline-updates.ts): dist/ as a host that
 * sends `Vary: Origin` on every response (astro preview does; cached fonts must still be found), and
 * that can switch to a simulated next build ("B"): every hashed asset moves from `/_astro/x` to
 * `/_astro/b/x` (the old names answer 404, as after a real deploy), pages and the worker name the
 * new addresses, and the worker's build name changes. Chosen pages can be made to fail (the
 * connection is dropped) to stand for a refresh that fails during the update.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { attribute, findElements, parseHtml, textContent } from '../../../src/lib/built-html.ts';
import { fileFor } from '../../../tools/static-server.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const TEXT = /\.(html|js|css|json|webmanifest)$/;

export interface UpdateServer {
  url: string;
  /** Serve build B from now on. */
  switchToB: () => void;
  /** Drop the connection for these paths (a page's refresh fails). */
  failPaths: Set<string>;
  /** Answer these paths with this HTTP status (a server error in the middle of a download). */
  errorPaths: Map<string, number>;
  close: () => Promise<void>;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/** Build B of a page: hashed assets under /_astro/b/, the CSP's inline-script hashes to match. */
function pageOfB(html: string): string {
  const moved = (text: string) =>
    text.replaceAll('/_astro/', '/_astro/b/').replaceAll('"_astro/', '"_astro/b/');
  let result = moved(html);
  const inline = findElements(
    parseHtml(html),
    (element) => element.tagName === 'script' && attribute(element, 'src') === undefined,
  );
  for (const script of inline.map(textContent)) {
    if (moved(script) === script) continue;
    result = result.replaceAll(`'sha256-${sha256(script)}'`, `'sha256-${sha256(moved(script))}'`);
  }
  return result;
}

export async function startUpdateServer(root: string): Promise<UpdateServer> {
  const absolute = path.resolve(root);
  let buildB = false;
  const failPaths = new Set<string>();
  const errorPaths = new Map<string, number>();
  const swText = await readFile(path.join(absolute, 'sw.js'), 'utf8');
  const buildName = /polyhedral build ([0-9a-f]+)/.exec(swText)?.[1];
  /** The file build B serves at a path (its own addresses), or null when B has none there. */
  const fileOfB = (urlPath: string): string =>
    urlPath.startsWith('/_astro/') && !urlPath.startsWith('/_astro/b/')
      ? '/404'
      : urlPath.replace(/^\/_astro\/b\//, '/_astro/');
  /** A text file of build B: addresses moved (a page's CSP hashes too). */
  const textOfB = (file: string, original: string): string =>
    file.endsWith('.html')
      ? pageOfB(original)
      : original.replaceAll('/_astro/', '/_astro/b/').replaceAll('"_astro/', '"_astro/b/');
  /** The body build B serves at a path (null: not found), as the worker's integrity check reads it. */
  const bodyOfB = async (urlPath: string): Promise<Buffer | null> => {
    const file = await fileFor(absolute, fileOfB(urlPath));
    if (!file) return null;
    if (!TEXT.test(file)) return readFile(file);
    return Buffer.from(textOfB(file, await readFile(file, 'utf8')), 'utf8');
  };
  /**
   * Build B's worker: its code as built; its precache list names the new addresses, and each
   * entry's sha256 (the first 16 hex digits, as the build writes them) is the hash of what B
   * serves there, as a real next build's list would be.
   */
  const workerOfB = async (original: string): Promise<string> => {
    let text = original
      .replace(/url:"\/?_astro\//g, 'url:"/_astro/b/')
      .replaceAll(buildName ?? '\0', `${buildName?.slice(0, -1)}b`);
    const entries = [...text.matchAll(/url:"([^"]+)",revision:[^,]*,sha256:"([0-9a-f]+)"/g)];
    for (const [whole, url, hash] of entries) {
      const body = await bodyOfB(url!);
      if (!body) continue;
      const fresh = createHash('sha256').update(body).digest('hex').slice(0, hash!.length);
      text = text.replace(whole, whole.replace(`sha256:"${hash}"`, `sha256:"${fresh}"`));
    }
    return text;
  };
  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (failPaths.has(urlPath)) {
      request.socket.destroy();
      return;
    }
    const status = errorPaths.get(urlPath);
    if (status !== undefined) {
      response.writeHead(status, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    void (async () => {
      const filePath = buildB ? fileOfB(urlPath) : urlPath;
      const file = await fileFor(absolute, filePath);
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain', vary: 'Origin' }).end('not found');
        return;
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const headers = { 'content-type': type, vary: 'Origin' };
      if (!buildB || !TEXT.test(file)) {
        response.writeHead(200, headers).end(await readFile(file));
        return;
      }
      const original = await readFile(file, 'utf8');
      const text = urlPath === '/sw.js' ? await workerOfB(original) : textOfB(file, original);
      response.writeHead(200, headers).end(text);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    switchToB: () => {
      buildB = true;
    },
    failPaths,
    errorPaths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
