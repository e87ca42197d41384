/**
 * The save's parse is bounded (issue 44): a section text that keeps the Markdown parser busy
 * (60 KB of `a* `: 10.6 s in saveSection on the request thread) is parsed first by the check
 * pool under its time limit and refused with `check-timeout` before the save parses it; no file
 * changes. A normal save still goes through. The pool's limit is short here (1 s in one run, not the
 * workbench's 1 s slice and 5 s limit): the text outlasts any limit, and the test proves the bound,
 * not its length (each second of limit and each worker restart is a CPU-second of the test run).
 */
import { loadContent } from '@polyhedral/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, type ApiApp, apiApp, sessionHeaders, TEST_CHECK_POOL } from '../../tests/api-app.ts';
import { pickDraft } from '../../tests/pick-sections.ts';
import { makeTempContent, type TempContent } from '../../tests/temp-content.ts';
import { treeHash } from '../../tests/tree-hash.ts';
import type { RefusalResponse } from '../shared/api-types.ts';

let temp: TempContent;
let app: ApiApp;
/** The check pool's limit here (the refusal must come within it, plus a worker's restart). */
const LIMIT_MS = 1000;
let pick: ReturnType<typeof pickDraft>;

beforeAll(() => {
  temp = makeTempContent();
  pick = pickDraft(loadContent({ root: temp.root }), 'th');
  app = apiApp(temp.root, { ...TEST_CHECK_POOL, timeoutMs: LIMIT_MS, sliceMs: LIMIT_MS });
}, 120_000);
afterAll(() => temp.remove());

const request = (pathname: string, init: { method?: string; body?: string } = {}) =>
  app.request(`${API_ORIGIN}${pathname}`, {
    method: init.method ?? 'GET',
    headers: sessionHeaders(),
    ...init,
  });

describe('the save parse', () => {
  it('refuses a pathological text within the check limit and leaves every file unchanged', async () => {
    const base = ((await (await request(`/api/section/th/${pick.id}`)).json()) as { base: string }).base;
    const heading = pick.markdown.split('\n')[0]!;
    const before = treeHash(temp.root);
    const start = performance.now();
    const response = await request(`/api/save/th/${pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: `${heading}\n\n${'a* '.repeat(20_000)}`, base }),
    });
    const seconds = (performance.now() - start) / 1000;
    console.log(`a pathological save answered in ${seconds.toFixed(1)} s`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as RefusalResponse).error.code).toBe('workbench.refused.check-timeout');
    expect(treeHash(temp.root)).toBe(before);
    const saved = await request(`/api/save/th/${pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: `${pick.markdown}\n`, base }),
    });
    expect(saved.status).toBe(200);
  }, 120_000);
});
