/**
 * A session, not a token in the address bar (issue "never lose a translator's work", item 5): the
 * printed address's token is traded once for an HttpOnly, SameSite=Strict cookie and a redirect
 * to `/`; every request of that browser works through the cookie; the spent token opens nothing.
 */
import { describe, expect, it } from 'vitest';
import { sharedTestCheckPool } from '../../tests/api-app.ts';
import type { RefusalResponse } from '../shared/api-types.ts';
import { createApp } from './app.ts';
import { createContentStore } from './content-store.ts';

const HOST = '127.0.0.1:4399';
const TOKEN = 'session-test-token-0123456789';

function app() {
  return createApp({
    store: createContentStore(),
    token: TOKEN,
    allowedHosts: () => [HOST],
    assets: { html: '<!doctype html><title>workbench</title>', css: '', script: async () => '' },
    checkPool: sharedTestCheckPool(),
  });
}

const get = (workbench: ReturnType<typeof app>, path: string, headers: Record<string, string> = {}) =>
  workbench.request(`http://${HOST}${path}`, { headers: { host: HOST, ...headers } });

describe('workbench session', () => {
  it('trades the token for an HttpOnly SameSite=Strict cookie and drops it from the address', async () => {
    const workbench = app();
    const opened = await get(workbench, `/?token=${TOKEN}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^workbench_session_4399=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain(TOKEN);
    const session = cookie.split(';')[0]!;
    // A second tab: the cookie alone opens the API.
    expect((await get(workbench, '/api/overview', { cookie: session })).status).toBe(200);
    // A junk cookie of the same name sent first does not hide the live one after it.
    const junk = `workbench_session_4399=junk; other=1; ${session}`;
    expect((await get(workbench, '/api/overview', { cookie: junk })).status).toBe(200);
    expect((await get(workbench, '/api/overview', { cookie: 'workbench_session_4399=junk' })).status).toBe(
      403,
    );
    // The same address again in this browser: on to `/`, no new session.
    const again = await get(workbench, `/?token=${TOKEN}`, { cookie: session });
    expect(again.status).toBe(303);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('the token in a header works until a browser exchanged it, not after', async () => {
    const workbench = app();
    expect((await get(workbench, '/api/overview', { 'x-workbench-token': TOKEN })).status).toBe(200);
    const opened = await get(workbench, `/?token=${TOKEN}`);
    const session = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await get(workbench, '/api/overview', { 'x-workbench-token': TOKEN })).status).toBe(403);
    expect((await get(workbench, '/api/overview', { cookie: session })).status).toBe(200);
  });

  it('another browser gets its own session; a guessed session opens nothing', async () => {
    const workbench = app();
    const first = (await get(workbench, `/?token=${TOKEN}`)).headers.get('set-cookie') ?? '';
    const second = (await get(workbench, `/?token=${TOKEN}&ui=th`)).headers.get('set-cookie') ?? '';
    expect(second.split(';')[0]).not.toBe(first.split(';')[0]);
    expect((await get(workbench, '/api/overview', { cookie: 'workbench_session_4399=guess' })).status).toBe(
      403,
    );
    expect((await get(workbench, '/api/overview')).status).toBe(403);
  });

  it('keeps the other parameters of the address (the interface language)', async () => {
    const opened = await get(app(), `/?ui=zh&token=${TOKEN}`);
    expect(opened.headers.get('location')).toBe('/?ui=zh');
  });

  it('a wrong token gets no session; another Host is refused', async () => {
    const workbench = app();
    const wrong = await get(workbench, '/?token=wrong');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await get(workbench, `/?token=${TOKEN}`, { host: 'evil.example:4399' })).status).toBe(403);
  });

  it('writes still need the same origin with a session', async () => {
    const workbench = app();
    const session = ((await get(workbench, `/?token=${TOKEN}`)).headers.get('set-cookie') ?? '').split(
      ';',
    )[0]!;
    const response = await workbench.request(`http://${HOST}/api/save/th/Dice`, {
      method: 'POST',
      headers: {
        host: HOST,
        cookie: session,
        origin: 'http://evil.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ markdown: 'x', base: 'y' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as RefusalResponse).error.code).toBe('workbench.refused.origin');
  });
});
