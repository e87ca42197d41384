/**
 * The save's parse is bounded (issue 44): a section text that keeps the Markdown parser busy
 * (60 KB of `a* `: 10.6 s in saveSection on the request thread) is parsed first by the check
 * pool under its time limit and refused with `check-timeout` before the save parses it; no file
 * changes. A normal save still goes through. The pool's slices and limits run on a clock the test
 * advances by hand (manualLimitTimer): the pathological text's slice and limit end when it is
 * running, the normal save's never do, so the test proves that the pathological save is refused
 * and the normal one is not whatever the machine's load (before, a busy machine had the normal
 * save refused with `check-timeout`).
 */
import { loadContent } from '@polyhedral/content';
import { treeHash } from '@polyhedral/content/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, apiApp, sessionRequest, TEST_CHECK_POOL } from '../../tests/api-app.ts';
import { type ManualLimitTimer, manualLimitTimer } from '../../tests/manual-limit-timer.ts';
import { pickDraft } from '../../tests/pick-sections.ts';
import { makeTempContent, type TempContent } from '../../tests/temp-content.ts';
import type { RefusalResponse } from '../shared/api-types.ts';

let temp: TempContent;
let app: ApiApp;
let clock: ManualLimitTimer;
let pick: ReturnType<typeof pickDraft>;

beforeAll(() => {
  temp = makeTempContent();
  pick = pickDraft(loadContent({ root: temp.root }), 'th');
  clock = manualLimitTimer();
  app = apiApp(temp.root, { ...TEST_CHECK_POOL, limitTimer: clock.timer });
});
afterAll(() => temp.remove());

const request = (pathname: string, init: { method?: string; body?: string } = {}) =>
  sessionRequest(app, pathname, init);

describe('the save parse', () => {
  it('refuses a pathological text at the check limit, leaves every file unchanged, and saves a normal one', async () => {
    const base = ((await (await request(`/api/section/th/${pick.id}`)).json()) as { base: string }).base;
    const heading = pick.markdown.split('\n')[0]!;
    const before = treeHash(temp.root);
    const answering = request(`/api/save/th/${pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: `${heading}\n\n${'a* '.repeat(20_000)}`, base }),
    });
    // Its first slice ends while it runs, then its full limit (one job at a time: one worker).
    await clock.whenRunning(1);
    expect(clock.expireAll()).toBe(1);
    await clock.whenRunning(1);
    expect(clock.expireAll()).toBe(1);
    const response = await answering;
    expect(response.status).toBe(503);
    expect(((await response.json()) as RefusalResponse).error.code).toBe('workbench.refused.check-timeout');
    expect(treeHash(temp.root)).toBe(before);
    const saved = await request(`/api/save/th/${pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: `${pick.markdown}\n`, base }),
    });
    // The normal save's check: no slice or limit of it ended, however long the machine took.
    expect(saved.status).toBe(200);
    expect(clock.running()).toBe(0);
  });
});
