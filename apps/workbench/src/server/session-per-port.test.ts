/**
 * Two workbenches on two ports of one host (issue: pre-release probe, round 3): a browser sends a
 * host's cookies to every port, so one cookie name let the second workbench's session replace the
 * first's. Each port has its own cookie now; both stay signed in.
 */
import { describe, expect, it } from 'vitest';
import { sharedTestCheckPool } from '../../tests/api-app.ts';
import { createApp } from './app.ts';
import { createContentStore } from './content-store.ts';

function workbench(port: number, token: string) {
  const host = `127.0.0.1:${port}`;
  const app = createApp({
    store: createContentStore(),
    token,
    allowedHosts: () => [host],
    assets: { html: '<!doctype html><title>workbench</title>', css: '', script: async () => '' },
    checkPool: sharedTestCheckPool(),
  });
  return (path: string, cookie = '') =>
    app.request(`http://${host}${path}`, { headers: { host, ...(cookie ? { cookie } : {}) } });
}

describe('a session per port', () => {
  it('opening a second workbench keeps the first signed in', async () => {
    const first = workbench(4322, 'first-token-0123456789');
    const second = workbench(4323, 'second-token-0123456789');
    const one = ((await first('/?token=first-token-0123456789')).headers.get('set-cookie') ?? '').split(
      ';',
    )[0]!;
    const two = ((await second('/?token=second-token-0123456789')).headers.get('set-cookie') ?? '').split(
      ';',
    )[0]!;
    expect(one).toMatch(/^workbench_session_4322=/);
    expect(two).toMatch(/^workbench_session_4323=/);
    // The browser now holds both and sends both to either port.
    const jar = `${one}; ${two}`;
    expect((await first('/api/overview', jar)).status).toBe(200);
    expect((await second('/api/overview', jar)).status).toBe(200);
  });
});
