/**
 * A save waits for the content lock without blocking the server (issue: pre-release probe, round
 * 4: while another process held `content/.write.lock`, a save waited on the request thread and
 * `/api/overview` took 10 s): the overview is answered while the save waits, and the save goes
 * through once the holder lets go. A lock path that is no lock file is refused at once with a 503
 * naming it (before: every save waited 10 s and failed until someone found the file).
 */
import { mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { sessionRequest } from '../../tests/api-app.ts';
import { apiFixture } from '../../tests/api-fixture.ts';
import type { RefusalResponse } from '../shared/api-types.ts';

const api = apiFixture();

const request = (pathname: string, init: { method?: string; body?: string } = {}) =>
  sessionRequest(api.app, pathname, init);

async function saveRequest(): Promise<() => Promise<Response>> {
  const { base, markdown } = (await (await request(`/api/section/th/${api.pick.id}`)).json()) as {
    base: string;
    markdown: string;
  };
  return async () =>
    request(`/api/save/th/${api.pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: `${markdown} x`, base }),
    });
}

describe('a save while another process holds the content lock', () => {
  it('waits without blocking: the overview is answered first, then the save goes through', async () => {
    const lock = path.join(api.temp.root, LOCK_FILE);
    // The parent of this test process: alive, on this host, not this process.
    writeFileSync(
      lock,
      JSON.stringify({ pid: process.ppid, host: hostname(), since: Date.now(), nonce: 'held' }),
    );
    const order: string[] = [];
    const save = await saveRequest();
    const saving = save().then((response) => {
      order.push(`save ${response.status}`);
      return response;
    });
    // Give the save time to reach the lock (its check runs first), then read the overview.
    for (let turn = 0; turn < 20 && order.length === 0; turn += 1) {
      const overview = await request('/api/overview');
      order.push(`overview ${overview.status}`);
    }
    expect(order[0]).toBe('overview 200');
    expect(order).not.toContain('save 200');
    unlinkSync(lock);
    await saving;
    expect(order.at(-1)).toBe('save 200');
  });

  it('a lock path that is a folder: refused at once with a 503 naming it, not waited on', async () => {
    const lock = path.join(api.temp.root, LOCK_FILE);
    mkdirSync(lock);
    try {
      const response = await (await saveRequest())();
      expect(response.status).toBe(503);
      const { error, message } = (await response.json()) as RefusalResponse;
      expect(error.code).toBe('content.write.lock-invalid');
      expect(message).toContain(lock);
    } finally {
      rmSync(lock, { recursive: true });
    }
  });
});
