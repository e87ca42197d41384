/**
 * The workbench's HTTP app refuses what it must (issue: "safe by construction", "never lose or
 * corrupt work"): no token, another origin or host, a path-like or unknown ID, a file changed on
 * disk, a body over the limit, bad UTF-8, text that drops the section's heading, a review with QA
 * errors. Each refusal is a 4xx and leaves every content file byte-identical; a save changes only
 * the section's lines.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, termsOfSection } from '@polyhedral/content';
import { acceptAsMaintainer, treeHash } from '@polyhedral/content/testing';
import { createTranslator, glossaryTerms } from '@polyhedral/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, sessionHeaders } from '../../tests/api-app.ts';
import { apiFixture } from '../../tests/api-fixture.ts';
import { pickDraft } from '../../tests/pick-sections.ts';
import type { CheckResponse, RefusalResponse } from '../shared/api-types.ts';

const api = apiFixture();

function request(
  pathname: string,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
  overrides: Record<string, string | undefined> = {},
) {
  const headers: Record<string, string> = { ...sessionHeaders(), ...init.headers };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  return api.app.request(`${API_ORIGIN}${pathname}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body ? { body: init.body } : {}),
  });
}

const sectionSha = async () => {
  const response = await request(`/api/section/th/${api.pick.id}`);
  return ((await response.json()) as { base: string }).base;
};

describe('refusals leave every file unchanged', () => {
  const save = (markdown: string, base: string) => JSON.stringify({ markdown, base });

  it.each([
    ['no token', { 'x-workbench-token': undefined }, 403, 'workbench.error.token'],
    ['a wrong token', { 'x-workbench-token': 'guess' }, 403, 'workbench.error.token'],
    ['another origin', { origin: 'http://evil.example' }, 403, 'workbench.refused.origin'],
    ['no origin', { origin: undefined }, 403, 'workbench.refused.origin'],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403, 'workbench.refused.origin'],
    ['another host (DNS rebinding)', { host: 'evil.example:4322' }, 403, 'workbench.refused.host'],
  ])('a save with %s', async (_name, overrides, status, error) => {
    const before = treeHash(api.temp.root);
    const fileSha = await sectionSha();
    const response = await request(
      `/api/save/th/${api.pick.id}`,
      { method: 'POST', body: save(`${api.pick.markdown} changed`, fileSha) },
      overrides,
    );
    expect(response.status).toBe(status);
    expect(((await response.json()) as RefusalResponse).error).toEqual({ code: error, params: {} });
    expect(treeHash(api.temp.root)).toBe(before);
  });

  // The browser check 45-unclosed-blocks keeps ``` (the underline and the caret at the line); the
  // other openers' refusal through the app is here.
  it.each([
    ['```', '```'],
    ['~~~', '~~~'],
    ['<!--', '<!--'],
    ['<pre>', '<pre>'],
    [':::note', ':::'],
  ])(
    'a section left inside an unclosed %s (422, its line in the section, in Thai)',
    async (opener, shown) => {
      const before = treeHash(api.temp.root);
      const fileSha = await sectionSha();
      const response = await request(`/api/save/th/${api.pick.id}`, {
        method: 'POST',
        body: save(`${api.pick.markdown}\n\n${opener}\nข้อความที่ยังไม่ปิด`, fileSha),
      });
      expect(response.status).toBe(422);
      // The opener's line as the editor numbers it: the section's lines, the blank one, then it.
      const line = api.pick.markdown.split('\n').length + 2;
      const { error } = (await response.json()) as RefusalResponse;
      expect(error).toMatchObject({
        code: 'content.write.unclosed-block',
        params: { opener: shown, file: api.pick.id, line, sectionLine: line },
      });
      const message = createTranslator('th').problem(error);
      expect(message).toContain(`${api.pick.id}:${line}:`);
      expect(message).toContain('ไม่ได้ปิด');
      expect(treeHash(api.temp.root)).toBe(before);
    },
  );

  it.each([
    ['/api/save/th/..%2F..%2Fetc', 400],
    ['/api/save/th/..%2F..%2Fetc%2Fpasswd', 400],
    ['/api/save/../../etc/passwd', 404],
    ['/api/save/th%2F..%2Fen/Dice', 400],
    ['/api/save/xx/Dice', 400],
    ['/api/save/en/Dice', 400],
    ['/api/save/th/NoSuchRule', 404],
  ])('a path-like or unknown ID: %s', async (pathname, status) => {
    const before = treeHash(api.temp.root);
    const response = await request(pathname, { method: 'POST', body: save('x', 'y') });
    expect(response.status).toBe(status);
    expect(treeHash(api.temp.root)).toBe(before);
  });

  it('a 10 MB body (413)', async () => {
    const before = treeHash(api.temp.root);
    const fileSha = await sectionSha();
    const response = await request(`/api/save/th/${api.pick.id}`, {
      method: 'POST',
      body: save(`${api.pick.markdown}${'ก'.repeat(3_500_000)}`, fileSha),
    });
    expect(response.status).toBe(413);
    expect(treeHash(api.temp.root)).toBe(before);
  });

  it('bad UTF-8 (400) and JSON without the fields (400)', async () => {
    const before = treeHash(api.temp.root);
    const bad = new Uint8Array([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect((await request(`/api/save/th/${api.pick.id}`, { method: 'POST', body: bad })).status).toBe(400);
    expect(
      (await request(`/api/save/th/${api.pick.id}`, { method: 'POST', body: '{"markdown":1}' })).status,
    ).toBe(400);
    expect((await request(`/api/save/th/${api.pick.id}`, { method: 'POST', body: 'not json' })).status).toBe(
      400,
    );
    expect(treeHash(api.temp.root)).toBe(before);
  });

  it('text that drops the section heading (422)', async () => {
    const before = treeHash(api.temp.root);
    const fileSha = await sectionSha();
    const body = api.pick.markdown.slice(api.pick.markdown.indexOf('\n') + 1);
    const response = await request(`/api/save/th/${api.pick.id}`, {
      method: 'POST',
      body: save(body, fileSha),
    });
    expect(response.status).toBe(422);
    expect(treeHash(api.temp.root)).toBe(before);
  });

  it('a file changed on disk since it was read (409, with the section as it is now)', async () => {
    const fileSha = await sectionSha();
    const file = path.join(api.temp.root, api.pick.file);
    const other = readFileSync(file, 'utf8').replace(
      api.pick.markdown,
      `${api.pick.markdown}\n\nแก้จากโปรแกรมอื่น`,
    );
    writeFileSync(file, other);
    const before = treeHash(api.temp.root);
    for (const action of ['save', 'stamp', 'review']) {
      const response = await request(`/api/${action}/th/${api.pick.id}`, {
        method: 'POST',
        body: save(`${api.pick.markdown} เพิ่ม`, fileSha),
      });
      expect(response.status).toBe(409);
      const refusal = (await response.json()) as RefusalResponse;
      expect(refusal.error.code).toBe('workbench.refused.changed-on-disk');
      expect(refusal.current).toContain('แก้จากโปรแกรมอื่น');
    }
    expect(treeHash(api.temp.root)).toBe(before);
    writeFileSync(file, other.replace('\n\nแก้จากโปรแกรมอื่น', ''));
  });

  it('Mark reviewed on a section with QA errors (409); a save changes only that section', async () => {
    const file = path.join(api.temp.root, api.pick.file);
    const original = readFileSync(file, 'utf8');
    const wrong = `${api.pick.markdown.slice(0, api.pick.offset)}${Number(api.pick.number) + 7}${api.pick.markdown.slice(api.pick.offset + api.pick.number.length)}`;
    const saved = await request(`/api/save/th/${api.pick.id}`, {
      method: 'POST',
      body: save(wrong, await sectionSha()),
    });
    expect(saved.status).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe(original.replace(api.pick.markdown, wrong));
    const before = treeHash(api.temp.root);
    const review = await request(`/api/review/th/${api.pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ base: await sectionSha(), reviewer: 'นภา' }),
    });
    expect(review.status).toBe(409);
    expect(((await review.json()) as RefusalResponse).error.code).toBe('workbench.refused.qa-errors');
    expect(treeHash(api.temp.root)).toBe(before);
  });
});

describe("Mark reviewed is the maintainer's signed acceptance", () => {
  it("refused without the maintainer's key (POLYHEDRAL_MAINTAINER_KEY): nothing written", async () => {
    const key = process.env.POLYHEDRAL_MAINTAINER_KEY;
    delete process.env.POLYHEDRAL_MAINTAINER_KEY;
    try {
      const before = treeHash(api.temp.root);
      const review = await request(`/api/review/th/${api.pick.id}?ui=th`, {
        method: 'POST',
        body: JSON.stringify({ base: await sectionSha(), reviewer: 'นภา' }),
      });
      expect(review.status).toBe(409);
      const refusal = (await review.json()) as RefusalResponse;
      expect(refusal.error.code).toBe('handback.trust.acceptance.no-maintainer-key');
      expect(refusal.message).toContain('POLYHEDRAL_MAINTAINER_KEY');
      expect(treeHash(api.temp.root)).toBe(before);
    } finally {
      process.env.POLYHEDRAL_MAINTAINER_KEY = key;
    }
  });
});

// The browser check 10-drafts runs this flow in Thai (the typing and the IME composition in the
// editor); the Chinese section's QA, save and acceptance through the app are here.
describe('a zh draft through the app', () => {
  it("a changed number is a QA error at its line, fixed clears it; typed Chinese changes only that section, byte for byte; Mark reviewed is the maintainer's acceptance on the reviewer's behalf", async () => {
    const pick = pickDraft(loadContent({ root: api.temp.root }), 'zh');
    const file = path.join(api.temp.root, pick.file);
    const before = readFileSync(file, 'utf8');
    const base = async () =>
      ((await (await request(`/api/section/zh/${pick.id}`)).json()) as { base: string }).base;
    const check = async (markdown: string) =>
      (await (
        await request(`/api/check/zh/${pick.id}`, { method: 'POST', body: JSON.stringify({ markdown }) })
      ).json()) as CheckResponse;
    const wrong = String(Number(pick.number) + 7);
    const changed = `${pick.markdown.slice(0, pick.offset)}${wrong}${pick.markdown.slice(pick.offset + pick.number.length)}`;
    const line = pick.markdown.slice(0, pick.offset).split('\n').length;
    const shown = await check(changed);
    expect(
      shown.findings
        .filter((finding) => finding.ruleId === 'qa-number-changed')
        .map((finding) => finding.line),
      `the number ${pick.number} changed to ${wrong} at line ${line} of the section`,
    ).toContain(line);
    expect(shown.errors).toBeGreaterThan(0);
    expect((await check(pick.markdown)).errors, 'the error is gone once fixed').toBe(0);

    const at = pick.offset + pick.number.length;
    const edited = `${pick.markdown.slice(0, at)}测试输入中文输入法${pick.markdown.slice(at)}`;
    const saved = await request(`/api/save/zh/${pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: edited, base: await base() }),
    });
    expect(saved.status).toBe(200);
    const review = await request(`/api/review/zh/${pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ base: await base(), reviewer: '李雷' }),
    });
    expect(review.status).toBe(200);
    expect(((await review.json()) as { state: string }).state, "the maintainer's acceptance").toBe(
      'accepted',
    );
    const record = JSON.parse(
      readFileSync(path.join(api.temp.root, 'approvals', 'zh', `${pick.id}.json`), 'utf8'),
    ) as { kind: string; onBehalfOf: string; ruleId: string; locale: string };
    expect(record, 'the record is an acceptance, not a review').toMatchObject({
      kind: 'maintainer-acceptance',
      onBehalfOf: '李雷',
      ruleId: pick.id,
      locale: 'zh',
    });
    // The front matter is not touched: the file is the old file with the typed text, byte for byte.
    const expected = before.replace(pick.markdown, edited);
    expect(readFileSync(file)).toEqual(Buffer.from(expected, 'utf8'));
    expect(expected).not.toBe(before);
  });

  afterAll(() => {
    // The zh text and records as committed again: the hand-back tests below need zh unchanged.
    api.temp.git('checkout', '-q', 'HEAD', '--', 'zh');
    rmSync(path.join(api.temp.root, 'approvals', 'zh'), { recursive: true, force: true });
  });
});

describe('one rule for "reviewed"', () => {
  it('Mark reviewed and `content review` refuse an avoided term with the same code', async () => {
    const avoided = 'โจมตีระยะประชิด';
    const saved = await request(`/api/save/th/${api.pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: `${api.pick.markdown} ${avoided}`, base: await sectionSha() }),
    });
    expect(saved.status).toBe(200);
    const before = treeHash(api.temp.root);
    const review = await request(`/api/review/th/${api.pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ base: await sectionSha(), reviewer: 'นภา' }),
    });
    expect(review.status).toBe(409);
    const refusal = (await review.json()) as RefusalResponse;
    expect(refusal.error.code).toBe('workbench.refused.qa-errors');
    expect(refusal.error.params?.findings).toContain('qa-term-avoided');
    // `pnpm content review` calls the same function: the same finding, the same code.
    const cli = await acceptAsMaintainer(loadContent({ root: api.temp.root }), 'th', [api.pick.id], {
      dryRun: true,
      by: 'นภา',
      on: '2026-11-26',
    });
    expect(cli.blocked[0]?.findings.map((finding) => finding.ruleId)).toContain('qa-term-avoided');
    expect(treeHash(api.temp.root)).toBe(before);
    // The section's own text again, for the tests after this one.
    const restored = await request(`/api/save/th/${api.pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: api.pick.markdown, base: await sectionSha() }),
    });
    expect(restored.status).toBe(200);
  });
});

describe('reads', () => {
  it('interface strings need no token (the page localizes its token error) but the right host', async () => {
    const strings = await request('/strings?ui=th', {}, { 'x-workbench-token': undefined });
    expect(strings.status).toBe(200);
    const th = (await strings.json()) as Record<string, string>;
    // โทเค็น is a listed borrowed word: its letters arrive joined, so read it without the joiners.
    expect(th['workbench.error.token']?.replace(/[\u2060\u200b]/g, '')).toMatch(/โทเค็น/);
    // Thai borrowed words joined (a WORD JOINER between the letters: no line ends inside เวิร์กเบนช์).
    expect(th['workbench.refused.internal']).toContain('เ\u2060วิ\u2060ร์\u2060ก');
    expect((await request('/strings', {}, { host: 'evil.example' })).status).toBe(403);
  });

  it('/favicon.ico answers 204, not 404', async () => {
    expect((await request('/favicon.ico', {}, { 'x-workbench-token': undefined })).status).toBe(204);
  });

  it('need the token too', async () => {
    expect((await request('/api/overview', {}, { 'x-workbench-token': undefined })).status).toBe(403);
    expect((await request('/api/overview')).status).toBe(200);
  });

  it('live QA highlights a rendering the glossary avoids for a term the English names', async () => {
    const model = loadContent({ root: api.temp.root });
    const candidates = glossaryTerms.flatMap((term) =>
      (term.avoid?.th ?? []).map((form) => ({ term, form })),
    );
    // The first such section (the English's terms read once per section, up to the first hit).
    let found: ((typeof candidates)[number] & { id: string; markdown: string }) | undefined;
    for (const entry of model.sections.values()) {
      const english = entry.en;
      const local = entry.th;
      if (!english || !local || english.intro) continue;
      const terms = termsOfSection(english.markdown);
      const hit = candidates.find(({ term }) => terms.includes(term.id));
      if (hit) {
        found = { id: english.id, markdown: local.markdown, ...hit };
        break;
      }
    }
    expect(found, 'a section naming a term with an avoided Thai form').toBeDefined();
    const markdown = `${found!.markdown}\n\n${found!.form}`;
    const response = await request(`/api/check/th/${found!.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown }),
    });
    const result = (await response.json()) as { findings: { ruleId: string; from: number; to: number }[] };
    const at = markdown.lastIndexOf(found!.form);
    expect(result.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'qa-term-avoided', from: at, to: at + found!.form.length }),
    );
  });

  it('live QA names a changed number (the content check finding)', async () => {
    const wrong = `${api.pick.markdown.slice(0, api.pick.offset)}${Number(api.pick.number) + 7}${api.pick.markdown.slice(api.pick.offset + api.pick.number.length)}`;
    const response = await request(`/api/check/th/${api.pick.id}`, {
      method: 'POST',
      body: JSON.stringify({ markdown: wrong }),
    });
    const result = (await response.json()) as { findings: { ruleId: string; line: number; from: number }[] };
    const line = wrong.slice(0, api.pick.offset).split('\n').length;
    // Named at the number the translation writes (the English one took its place).
    expect(result.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'qa-number-changed', line, from: api.pick.offset }),
    );
  });
});

describe('hand-back, search and replace, notes and memory refuse bad input, localized, writing nothing', () => {
  const refused = async (
    pathname: string,
    body: unknown,
    status: number,
    error: string,
    method = 'POST',
  ): Promise<void> => {
    const before = treeHash(api.temp.root);
    const response = await request(pathname, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, pathname).toBe(status);
    const answer = (await response.json()) as RefusalResponse;
    expect(answer.error.code).toBe(error);
    // The code is the message key the page shows, in every language.
    for (const locale of ['en', 'th', 'zh'] as const) {
      expect(createTranslator(locale).has(error), `${locale} ${error}`).toBe(true);
    }
    expect(treeHash(api.temp.root)).toBe(before);
  };

  it('a hand-back file that is not one', async () => {
    await refused('/api/handback-open', { text: '{' }, 400, 'handback.bundle.not-json');
    await refused('/api/handback-open', { text: '{"format":"x"}' }, 400, 'handback.bundle.not-a-bundle');
    const bundle = {
      format: 'polyhedral-handback',
      version: 1,
      locale: 'th',
      exported: '2026-11-25T00:00:00.000Z',
      startingPoint: 'git:0',
      sections: [{ id: 'NoSuchRule', start: null, english: null, markdown: 'x', review: null }],
    };
    await refused(
      '/api/handback-open',
      { text: JSON.stringify({ ...bundle, locale: 'fr' }) },
      400,
      'handback.bundle.locale',
    );
    await refused('/api/handback-open', { text: JSON.stringify(bundle) }, 400, 'handback.import.unknown-ids');
  });

  it('hand back with nothing changed, or for an unknown locale', async () => {
    // zh: no test above edits it.
    await refused('/api/handback/zh', { reviewer: '' }, 409, 'workbench.refused.nothing-changed');
    await refused('/api/handback/xx', { reviewer: '' }, 400, 'workbench.refused.locale');
  });

  it('hand back under a reviewer name the importer would refuse: refused by the one name check', async () => {
    // Markup, a right-to-left override, an escape: the same names the marks and the importer refuse.
    for (const reviewer of ['<b>Somchai</b>', 'Som\u202echai', 'Som\u001bchai']) {
      await refused('/api/handback/zh', { reviewer }, 400, 'workbench.refused.reviewer-name');
    }
  });

  it('search and replace: empty, multi-line or too long a text; a stale base; bases that are not JSON', async () => {
    await refused('/api/replace/th', { find: '', replace: 'x' }, 400, 'workbench.refused.replace-text');
    await refused('/api/replace/th', { find: 'a\nb', replace: 'x' }, 400, 'workbench.refused.replace-text');
    await refused(
      '/api/replace/th',
      { find: 'x'.repeat(201), replace: 'x' },
      400,
      'workbench.refused.replace-text',
    );
    const find = api.pick.markdown.split('\n').at(-1)!.slice(0, 6);
    await refused(
      '/api/replace-apply/th',
      { find, replace: `${find}!`, bases: 'nope' },
      400,
      'workbench.refused.json',
    );
    await refused(
      '/api/replace-apply/th',
      { find, replace: `${find}!`, bases: JSON.stringify({ [api.pick.id]: 'f'.repeat(64) }) },
      409,
      'workbench.refused.replace-conflict',
    );
  });

  it('an empty note; a translation memory block that is not a number', async () => {
    await refused(`/api/notes/th/${api.pick.id}`, { by: 'Nok', text: '   ' }, 400, 'content.note.invalid');
    await refused(`/api/memory/th/${api.pick.id}?block=-1`, undefined, 400, 'workbench.refused.json', 'GET');
    await refused(`/api/memory/th/${api.pick.id}?block=abc`, undefined, 400, 'workbench.refused.json', 'GET');
  });
});
