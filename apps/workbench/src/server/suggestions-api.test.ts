/**
 * The workbench's suggestions list (issue 58, item 2): GET /api/suggestions/:locale gives exactly
 * content's pendingSuggestions (the queue `pnpm content suggestions` prints), with who sent each and
 * a word diff; accept and reject are content's decideSuggestions: an approval accepted marks the
 * section reviewed under its name, a correction rejected gets its earlier text back, a decided
 * entry leaves the queue, and a second decision on it is refused with a code, changing nothing.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, pendingSuggestions, saveSection, sectionTextHash } from '@polyhedral/content';
import { treeHash } from '@polyhedral/content/testing';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { API_ORIGIN, sessionHeaders } from '../../tests/api-app.ts';
import { apiFixture } from '../../tests/api-fixture.ts';
import type {
  RefusalResponse,
  SuggestionDecisionResponse,
  SuggestionsResponse,
} from '../shared/api-types.ts';

const ADDED = 'ปัดเศษขึ้นแทนการปัดเศษลง';
const READER = 'สมศรี มีสุข';

let corrected: string;
let approved: string;
let before: string;

function request(pathname: string, body?: unknown) {
  return api.app.request(`${API_ORIGIN}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: sessionHeaders(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const api = apiFixture((temp) => {
  const model = loadContent({ root: temp.root });
  const drafts = [...model.sections.values()]
    .map((entry) => entry.th)
    .filter((section) => section?.review === 'draft' && !section.intro);
  corrected = drafts[0]!.id;
  approved = drafts[1]!.id;
  before = drafts[0]!.markdown;
  // What an import leaves: the correction applied as a draft, both queued (suggestion-queue.ts).
  const saved = saveSection(model, 'th', corrected, `${before}\n\n${ADDED}`, {
    base: sectionTextHash(before),
  });
  expect(saved.ok).toBe(true);
  mkdirSync(path.join(api.temp.root, 'suggestions'), { recursive: true });
  // The copy the reader began from: this repository's HEAD, so whether the English changed since can be told.
  const from = `git:${temp.git('rev-parse', 'HEAD').trim()}`;
  const queue = {
    suggestions: [
      {
        id: corrected,
        received: '2026-11-27',
        from,
        before,
        text: `${before}\n\n${ADDED}`,
        sender: READER,
        approval: null,
      },
      {
        id: approved,
        received: '2026-11-27',
        from,
        before: drafts[1]!.markdown,
        text: drafts[1]!.markdown,
        sender: READER,
        approval: { by: READER, date: '2026-11-27', reason: 'unsigned' },
      },
    ],
  };
  writeFileSync(path.join(api.temp.root, 'suggestions/th.json'), JSON.stringify(queue));
});

describe('the workbench suggestions list', () => {
  it('lists what content suggestions lists, with the sender and the diff', async () => {
    const response = await request('/api/suggestions/th');
    expect(response.status).toBe(200);
    const body = (await response.json()) as SuggestionsResponse;
    const [queue] = pendingSuggestions(loadContent({ root: api.temp.root }), ['th']);
    if (!queue?.ok) throw new Error('queue unreadable');
    expect(body.suggestions.map((row) => row.id)).toEqual(queue.entries.map((entry) => entry.id));
    const correction = body.suggestions.find((row) => row.id === corrected)!;
    expect(correction).toMatchObject({
      sender: READER,
      approval: null,
      changedSince: false,
      sameText: false,
    });
    expect(
      correction.parts
        .filter((part) => part.kind === 'added')
        .map((part) => part.value)
        .join(''),
    ).toContain(ADDED);
    expect(body.suggestions.find((row) => row.id === approved)).toMatchObject({
      sameText: true,
      approval: { by: READER, reason: 'unsigned' },
    });
  });

  it("refuses to accept an approval without the maintainer's key: nothing written, the entry stays", async () => {
    const key = process.env.POLYHEDRAL_MAINTAINER_KEY;
    delete process.env.POLYHEDRAL_MAINTAINER_KEY;
    try {
      const hash = treeHash(api.temp.root);
      const response = await request(`/api/suggestions/th/${approved}/accept?ui=zh`, {});
      expect(response.status).toBe(409);
      const refusal = (await response.json()) as RefusalResponse;
      expect(refusal.error.code).toBe('handback.trust.acceptance.no-maintainer-key');
      expect(refusal.message).toContain('POLYHEDRAL_MAINTAINER_KEY');
      expect(treeHash(api.temp.root)).toBe(hash);
    } finally {
      process.env.POLYHEDRAL_MAINTAINER_KEY = key;
    }
  });

  it('refuses an approval whose start this repository lacks: whether the English changed cannot be told (issue 88 review)', async () => {
    const file = path.join(api.temp.root, 'suggestions/th.json');
    const queue = readFileSync(file, 'utf8');
    const unknown = 'git:0000000000000000000000000000000000000000';
    writeFileSync(file, queue.replaceAll(/"from":"git:[0-9a-f]{40}"/g, `"from":"${unknown}"`));
    try {
      const hash = treeHash(api.temp.root);
      const response = await request(`/api/suggestions/th/${approved}/accept?ui=th`, {});
      expect(response.status).toBe(409);
      const refusal = (await response.json()) as RefusalResponse;
      expect(refusal.error.code).toBe('handback.trust.acceptance.english-unknown');
      expect(refusal.message).toContain(unknown);
      expect(refusal.message).toContain('--english-changed');
      expect(treeHash(api.temp.root)).toBe(hash);
    } finally {
      writeFileSync(file, queue);
    }
  });

  it('a rejections file that cannot be read: the reject is refused at its file and line (en, th, zh), nothing written', async () => {
    const file = path.join(api.temp.root, 'suggestions/th.rejected.json');
    // Line 3: an entry that is not an object.
    writeFileSync(file, '{\n  "rejected": [\n    1\n  ]\n}\n');
    try {
      const hash = treeHash(api.temp.root);
      const response = await request(`/api/suggestions/th/${corrected}/reject`, {});
      expect(response.status).toBe(409);
      const refusal = (await response.json()) as RefusalResponse;
      const params = { file: 'suggestions/th.rejected.json', line: 3 };
      expect(refusal.error).toEqual({ code: 'workbench.suggestions.unreadable', params });
      expect(refusal.message).toContain('suggestions/th.rejected.json:3');
      for (const locale of ['en', 'th', 'zh'] as const) {
        const shown = createTranslator(locale).t('workbench.suggestions.unreadable', params);
        expect(shown, locale).toContain('suggestions/th.rejected.json:3');
      }
      expect(treeHash(api.temp.root)).toBe(hash);
    } finally {
      rmSync(file);
    }
  });

  it('accepts an approval (reviewed under its name) and rejects a correction (earlier text back)', async () => {
    let response = await request(`/api/suggestions/th/${approved}/accept`, {});
    expect(response.status).toBe(200);
    expect((await response.json()) as SuggestionDecisionResponse).toEqual({
      id: approved,
      outcome: 'accepted-review',
      by: READER,
    });
    response = await request(`/api/suggestions/th/${corrected}/reject`, {});
    expect(response.status).toBe(200);
    expect(((await response.json()) as SuggestionDecisionResponse).outcome).toBe('rejected-restored');
    const model = loadContent({ root: api.temp.root });
    // The maintainer's acceptance on the reader's behalf: never a review.
    expect(model.sections.get(approved)!.th!.review).toBe('accepted');
    expect(model.sections.get(approved)!.th!.reviewer?.by).toBe(READER);
    expect(model.sections.get(corrected)!.th!.markdown).toBe(before);
    const list = (await (await request('/api/suggestions/th')).json()) as SuggestionsResponse;
    expect(list.suggestions).toEqual([]);
    // The queue is empty: its file goes, as `content suggestions` leaves it.
    expect(existsSync(path.join(api.temp.root, 'suggestions/th.json'))).toBe(false);
  });

  it('a decided entry, an unknown locale: refused with a code, nothing changed', async () => {
    const hash = treeHash(api.temp.root);
    let response = await request(`/api/suggestions/th/${approved}/accept`, {});
    expect(response.status).toBe(404);
    expect(((await response.json()) as RefusalResponse).error.code).toBe('workbench.suggestions.none');
    response = await request('/api/suggestions/fr');
    expect(response.status).toBe(400);
    expect(treeHash(api.temp.root)).toBe(hash);
  });
});
