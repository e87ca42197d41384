/**
 * What a reviewer types that would break a file (issue: pre-release probe, round 3, Low list): a
 * name with a newline or a control character answered 500 on Mark reviewed (6 of 23 names); a
 * note with NUL or ESC was written. Both are refused with a 400 and a message; nothing changes.
 */
import { loadContent } from '@polyhedral/content';
import { maintainerOf, treeHash } from '@polyhedral/content/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ORIGIN, type ApiApp, apiApp, sessionCall, sessionHeaders } from '../../tests/api-app.ts';
import { pickDraft } from '../../tests/pick-sections.ts';
import { makeTempContent, type TempContent } from '../../tests/temp-content.ts';
import type { RefusalResponse } from '../shared/api-types.ts';

let temp: TempContent;
let app: ApiApp;
let id: string;

const post = (pathname: string, body: unknown) => sessionCall(app, pathname, body);

beforeAll(async () => {
  temp = makeTempContent();
  // Mark reviewed signs with the maintainer's key (a test key, made now).
  await maintainerOf(temp.root);
  id = pickDraft(loadContent({ root: temp.root }), 'th').id;
  app = apiApp(temp.root);
});
afterAll(() => temp.remove());

describe('typed text that would break a file', () => {
  it.each([
    ['Som\nchai'],
    ['Som\rchai'],
    ['Som\u0000chai'],
    ['\u001b[31mSomchai'],
    ['Som\u0085chai'],
    ['Som\u2028chai'],
    ['Som\ud800'],
  ])('Mark reviewed by %j: 400 reviewer-name, nothing written', async (reviewer) => {
    const section = (await (
      await app.request(`${API_ORIGIN}/api/section/th/${id}`, { headers: sessionHeaders() })
    ).json()) as {
      base: string;
    };
    const before = treeHash(temp.root);
    const response = await post(`/api/review/th/${id}`, { base: section.base, reviewer });
    expect(response.status).toBe(400);
    expect(((await response.json()) as RefusalResponse).error.code).toBe('workbench.refused.reviewer-name');
    expect(treeHash(temp.root)).toBe(before);
  });

  it.each([['a\u0000b'], ['\u001b[2J']])('a note with %j: 400, nothing written', async (text) => {
    const before = treeHash(temp.root);
    const response = await post(`/api/notes/th/${id}`, { by: 'Somchai', text });
    expect(response.status).toBe(400);
    expect(treeHash(temp.root)).toBe(before);
  });
});

describe("the reviewer's calendar date", () => {
  it('a note written at 06:30 in Bangkok on the 27th is dated the 27th, as the site and the CLI date it', async () => {
    const zone = process.env.TZ;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T23:30:00.000Z'));
    process.env.TZ = 'Asia/Bangkok';
    try {
      expect((await post(`/api/notes/th/${id}`, { by: 'Somchai', text: 'อ่านแล้ว' })).status).toBe(200);
      const read = await app.request(`${API_ORIGIN}/api/notes/th/${id}`, { headers: sessionHeaders() });
      const { notes } = (await read.json()) as { notes: { by: string; date: string; text: string }[] };
      expect(notes.at(-1)).toMatchObject({ by: 'Somchai', date: '2026-11-27', text: 'อ่านแล้ว' });
    } finally {
      process.env.TZ = zone;
      vi.useRealTimers();
    }
  });
});
