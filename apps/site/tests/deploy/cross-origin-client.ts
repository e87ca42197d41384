/**
 * A client on another site, in a real browser (Debian's chromium through playwright-core): a page
 * served from another loopback port fetches the data API of a host under test, as a bot's web page
 * or a browser extension would, and reports what it could read. One page load per host: a
 * document (200, its ETag read through Access-Control-Expose-Headers), the same document asked
 * again with that ETag in If-None-Match (a preflight the host must answer, then 304), and a
 * missing document (404, its JSON body read). check-deploy.ts runs it against nginx and Caddy.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '@polyhedral/browser-testing';

export interface CrossOriginResult {
  ok: { status: number; etag: string | null; kind: string | null };
  revalidated: { status: number };
  missing: { status: number; code: string | null; cors: boolean };
  error: string | null;
}

/** What the page runs: three fetches across origins, each answer read as a script reads it. */
async function clientScript(api: string): Promise<CrossOriginResult> {
  const result: CrossOriginResult = {
    ok: { status: 0, etag: null, kind: null },
    revalidated: { status: 0 },
    missing: { status: 0, code: null, cors: false },
    error: null,
  };
  try {
    const document = `${api}/api/v2/en/rules/D20Tests.json`;
    const first = await fetch(document, { cache: 'no-store' });
    result.ok = { status: first.status, etag: first.headers.get('ETag'), kind: (await first.json()).kind };
    const again = await fetch(document, {
      cache: 'no-store',
      headers: { 'If-None-Match': result.ok.etag ?? '' },
    });
    result.revalidated = { status: again.status };
    const missing = await fetch(`${api}/api/v2/en/rules/NoSuchRule.json`, { cache: 'no-store' });
    const body = await missing.json();
    result.missing = { status: missing.status, code: body?.error?.code ?? null, cors: true };
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}

/** Loads a page from another port and runs the client against `api` (`http://127.0.0.1:<port>`). */
export async function crossOriginClient(api: string): Promise<CrossOriginResult> {
  const page = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>another site</title>');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  const browser = await launchChromium('suite');
  try {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/`);
    return await tab.evaluate(clientScript, api);
  } finally {
    await browser.close();
    await new Promise((resolve) => page.close(resolve));
  }
}
