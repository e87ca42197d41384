/**
 * A refusal reaches the page as the server's problem `{ code, params }` (its code the full message
 * key) and, for a conflict, the text on disk; anything unreadable, or no answer, is the network
 * problem: the page shows either with one function (refusal-text.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
const NETWORK = { code: 'workbench.error.network', params: {} };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('gives a refusal its problem and the text on disk', async () => {
    const error = { code: 'workbench.refused.changed-on-disk', params: {} };
    answer(409, { error, message: 'Refused', current: 'now' });
    expect(await api('POST', '/api/save/th/AbilityScores', {})).toEqual({
      ok: false,
      status: 409,
      error,
      current: 'now',
    });
  });

  it('an answer without a problem, or none, is the network problem', async () => {
    answer(502, { error: 'check-timeout' });
    expect(await api('GET', '/api/overview')).toMatchObject({ ok: false, status: 502, error: NETWORK });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await api('GET', '/api/overview')).toEqual({ ok: false, status: 0, error: NETWORK });
  });

  it('passes the data of an answer through', async () => {
    answer(200, { locales: {} });
    expect(await api('GET', '/api/overview')).toEqual({ ok: true, data: { locales: {} } });
  });
});
