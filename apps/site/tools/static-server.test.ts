/**
 * The one static server, on a small built site: a host's answers (index, nearest 404, gzip,
 * headers, failing paths) and the simulated next build the update checks switch to.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../src/integrations/security/deploy-headers.ts';
import { headersFile } from '../src/integrations/security/headers-file.ts';
import { previewHeaderRules } from './deploy-header-rules.ts';
import { type StaticServer, startStaticServer } from './static-server.ts';

const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-serve-'));
const SCRIPT = "import('/_astro/page.js')";
const scriptHash = (text: string) => createHash('sha256').update(text).digest('base64');
const PAGE = `<!doctype html><html><head><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-${scriptHash(SCRIPT)}'"><link rel="stylesheet" href="/_astro/site.css"></head><body><script>${SCRIPT}</script></body></html>`;
const CSS = 'body { color: black }';
const hex = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const WORKER = `/* polyhedral build 0123abcd */ self.list=[{url:"/_astro/site.css",revision:null,sha256:"${hex(CSS)}"},{url:"/th/",revision:"1",sha256:"${hex(PAGE)}"}];`;

mkdirSync(path.join(root, 'th', 'rules'), { recursive: true });
mkdirSync(path.join(root, '_astro'));
writeFileSync(path.join(root, 'index.html'), '<p>home</p>');
writeFileSync(path.join(root, '404.html'), '<p>not found</p>');
writeFileSync(path.join(root, 'th', '404.html'), '<p>ไม่พบหน้านี้</p>');
writeFileSync(path.join(root, 'th', 'index.html'), PAGE);
writeFileSync(path.join(root, '_astro', 'site.css'), CSS);
writeFileSync(path.join(root, '_astro', 'font.woff2'), Buffer.from([0, 1, 2, 3]));
writeFileSync(path.join(root, 'sw.js'), WORKER);

const servers: StaticServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function serve(options: Parameters<typeof startStaticServer>[1] = {}): Promise<StaticServer> {
  const server = await startStaticServer(root, options);
  servers.push(server);
  return server;
}

describe('startStaticServer: dist/ as a host serves it', () => {
  it('answers a folder with its index.html and a missing page with the nearest 404.html, status 404', async () => {
    const server = await serve();
    const home = await fetch(`${server.url}/`);
    expect([home.status, home.headers.get('content-type'), await home.text()]).toEqual([
      200,
      'text/html;charset=utf-8',
      '<p>home</p>',
    ]);
    const folder = await fetch(`${server.url}/th`);
    expect([folder.status, await folder.text()]).toEqual([200, PAGE]);
    const thai = await fetch(`${server.url}/th/rules/Nowhere/`);
    expect([thai.status, await thai.text()]).toEqual([404, '<p>ไม่พบหน้านี้</p>']);
    const other = await fetch(`${server.url}/zh/rules/`);
    expect([other.status, await other.text()]).toEqual([404, '<p>not found</p>']);
    const outside = await fetch(`${server.url}/%2e%2e/secret`);
    expect(outside.status).toBe(404);
  });

  it('serves nothing outside the root: parent paths, a sibling folder sharing its prefix, a NUL, a malformed escape', async () => {
    const sibling = `${root}-sibling`;
    mkdirSync(sibling, { recursive: true });
    writeFileSync(path.join(sibling, 'secret.txt'), 'secret');
    try {
      const server = await serve();
      const name = path.basename(sibling);
      for (const address of [
        `/%2e%2e/${name}/secret.txt`,
        `/th/%2e%2e/%2e%2e/${name}/secret.txt`,
        `/..%2f${name}/secret.txt`,
        '/th/%00index.html',
        '/th/%E0%A4%A',
      ]) {
        const response = await fetch(`${server.url}${address}`);
        const body = await response.text();
        expect([address, response.status, body.includes('secret')]).toEqual([address, 404, false]);
      }
    } finally {
      rmSync(sibling, { recursive: true, force: true });
    }
  });

  it('answers only GET and HEAD: any other method gets 405 with Allow, never the file', async () => {
    const server = await serve({ headers: { vary: 'Origin' } });
    const head = await fetch(`${server.url}/th/`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([
      200,
      'text/html;charset=utf-8',
      '',
    ]);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${server.url}/th/`, {
        method,
        body: method === 'OPTIONS' ? undefined : 'x',
      });
      expect([
        method,
        response.status,
        response.headers.get('allow'),
        response.headers.get('vary'),
        await response.text(),
      ]).toEqual([method, 405, 'GET, HEAD', 'Origin', '']);
    }
    // fetch refuses to send TRACE: a raw request.
    const trace = await new Promise<number | undefined>((resolve, reject) => {
      request(`${server.url}/th/`, { method: 'TRACE' }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(trace).toBe(405);
  });

  it("sends the hosts' Cache-Control when asked (cacheHeaders): hashed assets for a year, pages and the worker revalidated, none on a 404; no-store by default", async () => {
    const cached = await serve({ cacheHeaders: true });
    const cacheControl = async (server: StaticServer, urlPath: string) => {
      const response = await fetch(`${server.url}${urlPath}`);
      await response.arrayBuffer();
      return response.headers.get('cache-control');
    };
    expect(await cacheControl(cached, '/_astro/site.css')).toBe(IMMUTABLE);
    expect(await cacheControl(cached, '/_astro/font.woff2')).toBe(IMMUTABLE);
    expect(await cacheControl(cached, '/th/')).toBe(REVALIDATE);
    expect(await cacheControl(cached, '/sw.js')).toBe(REVALIDATE);
    expect(await cacheControl(cached, '/_astro/missing.js')).toBeNull();
    const plain = await serve();
    expect(await cacheControl(plain, '/_astro/site.css')).toBe('no-store');
    expect(await cacheControl(plain, '/th/')).toBe('no-store');
  });

  it('serves extraFiles at their own paths as JavaScript cached for a year, the build beside them', async () => {
    const extra = path.join(root, '..', `${path.basename(root)}-extra.js`);
    writeFileSync(extra, 'window.extra = 1;');
    try {
      const server = await serve({ extraFiles: { '/_checks/extra.js': extra } });
      const response = await fetch(`${server.url}/_checks/extra.js`);
      expect([
        response.status,
        response.headers.get('content-type'),
        response.headers.get('cache-control'),
        await response.text(),
      ]).toEqual([200, 'text/javascript; charset=utf-8', IMMUTABLE, 'window.extra = 1;']);
      expect((await fetch(`${server.url}/th/`)).status).toBe(200);
      expect((await fetch(`${server.url}/_checks/other.js`)).status).toBe(404);
    } finally {
      rmSync(extra, { force: true });
    }
  });

  it('compresses text, not fonts, when asked (gzip), and sends the headers it is given on every answer', async () => {
    const server = await serve({ gzip: true, headers: { vary: 'Origin' } });
    const css = await fetch(`${server.url}/_astro/site.css`, { headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(css.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(await css.text()).toBe(CSS); // fetch decodes it
    const font = await fetch(`${server.url}/_astro/font.woff2`);
    expect([font.headers.get('content-encoding'), font.headers.get('vary')]).toEqual([null, 'Origin']);
    expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 3]));
    const missing = await fetch(`${server.url}/nowhere`);
    expect([missing.status, missing.headers.get('vary'), await missing.text()]).toEqual([
      404,
      'Origin, Accept-Encoding',
      '<p>not found</p>',
    ]);
    const plain = await serve();
    const uncompressed = await fetch(`${plain.url}/_astro/site.css`);
    expect([uncompressed.headers.get('content-encoding'), uncompressed.headers.get('vary')]).toEqual([
      null,
      null,
    ]);
  });

  it('drops the connection for failPaths and answers errorPaths with their status', async () => {
    const server = await serve();
    server.failPaths.add('/th/');
    await expect(fetch(`${server.url}/th/`)).rejects.toThrow();
    server.errorPaths.set('/_astro/site.css', 503);
    expect((await fetch(`${server.url}/_astro/site.css`)).status).toBe(503);
    server.failPaths.clear();
    server.errorPaths.clear();
    expect((await fetch(`${server.url}/th/`)).status).toBe(200);
    expect((await fetch(`${server.url}/_astro/site.css`)).status).toBe(200);
  });

  it('cannot switch builds unless asked to simulate one', async () => {
    const server = await serve();
    expect('switchToB' in server).toBe(false);
  });
});

// Issue 88 item 5: the preview sends the deploy's headers; without the build's _headers it sent none.
describe("the preview: the deploy's frame, nosniff and policy headers on every answer", () => {
  /** Each header line of a GET as sent (fetch would join a header sent twice into one value). */
  const get = (url: string) =>
    new Promise<Map<string, string[]>>((resolve, reject) => {
      request(url, (response) => {
        const lines = new Map<string, string[]>();
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!.toLowerCase();
          lines.set(name, [...(lines.get(name) ?? []), response.rawHeaders[index + 1]!]);
        }
        response.resume();
        response.on('end', () => resolve(lines));
      })
        .on('error', reject)
        .end();
    });
  const policyScriptSrc = (headers: Map<string, string[]>) =>
    (headers.get('content-security-policy') ?? []).map((policy) =>
      policy.split('; ').find((directive) => directive.startsWith('script-src ')),
    );

  it('a folder without _headers: the table without hashes (no inline script), frame and nosniff', async () => {
    const server = await serve({ deployHeaders: previewHeaderRules(root) });
    for (const urlPath of ['/th/', '/th/review/', '/no-such-page']) {
      const headers = await get(`${server.url}${urlPath}`);
      expect(headers.get('x-frame-options'), urlPath).toEqual(['DENY']);
      expect(headers.get('x-content-type-options'), urlPath).toEqual(['nosniff']);
      expect(headers.get('content-security-policy')?.[0], urlPath).toContain("frame-ancestors 'none'");
      expect([...new Set(policyScriptSrc(headers))], urlPath).toEqual([
        "script-src 'self' 'wasm-unsafe-eval'",
      ]);
    }
  });

  it("with the build's _headers: its policies, the review page both of them", async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'polyhedral-serve-headers-'));
    writeFileSync(
      path.join(built, '_headers'),
      headersFile({ site: ["'sha256-SITE'"], review: ["'sha256-REVIEW'"] }),
    );
    try {
      const server = await serve({ deployHeaders: previewHeaderRules(built) });
      expect(policyScriptSrc(await get(`${server.url}/th/`))).toEqual([
        "script-src 'self' 'wasm-unsafe-eval' 'sha256-SITE'",
      ]);
      const review = await get(`${server.url}/th/review/`);
      expect(policyScriptSrc(review)).toEqual([
        "script-src 'self' 'wasm-unsafe-eval' 'sha256-SITE'",
        "script-src 'self' 'wasm-unsafe-eval' 'sha256-REVIEW'",
      ]);
      expect(review.get('x-frame-options')).toEqual(['DENY']);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});

describe('startStaticServer with simulateUpdate: the next build a deploy brings', () => {
  it('serves the build as built until switchToB', async () => {
    const server = await startStaticServer(root, { simulateUpdate: true });
    servers.push(server);
    expect(await (await fetch(`${server.url}/th/`)).text()).toBe(PAGE);
    expect(await (await fetch(`${server.url}/sw.js`)).text()).toBe(WORKER);
    expect((await fetch(`${server.url}/_astro/b/site.css`)).status).toBe(404);
  });

  it('after switchToB: assets under /_astro/b/, the old names gone, pages and CSP hashes follow', async () => {
    const server = await startStaticServer(root, { simulateUpdate: true });
    servers.push(server);
    server.switchToB();
    expect((await fetch(`${server.url}/_astro/site.css`)).status).toBe(404);
    const moved = await fetch(`${server.url}/_astro/b/site.css`);
    expect([moved.status, await moved.text()]).toEqual([200, CSS]);
    const font = await fetch(`${server.url}/_astro/b/font.woff2`);
    expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 3]));
    const page = await (await fetch(`${server.url}/th/`)).text();
    const movedScript = "import('/_astro/b/page.js')";
    expect(page).toContain('href="/_astro/b/site.css"');
    expect(page).toContain(`<script>${movedScript}</script>`);
    expect(page).toContain(`'sha256-${scriptHash(movedScript)}'`);
    expect(page).not.toContain(scriptHash(SCRIPT));
  });

  it("after switchToB: the worker has a new build name and each precache hash is of B's body", async () => {
    const server = await startStaticServer(root, { simulateUpdate: true });
    servers.push(server);
    server.switchToB();
    const worker = await (await fetch(`${server.url}/sw.js`)).text();
    const pageOfB = await (await fetch(`${server.url}/th/`)).text();
    expect(worker).toContain('polyhedral build 0123abcb');
    expect(worker).toContain(`{url:"/_astro/b/site.css",revision:null,sha256:"${hex(CSS)}"}`);
    expect(worker).toContain(`{url:"/th/",revision:"1",sha256:"${hex(pageOfB)}"}`);
    expect(hex(pageOfB)).not.toBe(hex(PAGE));
  });
});
