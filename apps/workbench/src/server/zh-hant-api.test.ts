/**
 * The workbench's API for zh-hant (issue 33 part 3), over a temporary git copy of the content: the
 * overview lists zh-hant with `content status zh-hant`'s counts; a converted section opens with its
 * generated text and the zh text it comes from; it cannot be marked before it is saved (a code, not
 * a sentence); a save from a base that is not the generated text is refused with that text and
 * writes nothing; a save from the generated text writes content/zh-hant/<chapter>/<page>.md and
 * nothing else; then it is a draft and Mark reviewed records it; Hand back my work exports it as
 * adopted from its conversion (nothing before the save); search and replace touches it and no
 * converted section.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  convertedText,
  derivedLocaleStatus,
  type HandbackBundle,
  loadContent,
  sectionTextHash,
} from '@polyhedral/content';
import { treeHash } from '@polyhedral/content/testing';
import { describe, expect, it } from 'vitest';
import { sessionCall } from '../../tests/api-app.ts';
import { apiFixture } from '../../tests/api-fixture.ts';
import type {
  HandbackResponse,
  Overview,
  RefusalResponse,
  ReplacePreviewResponse,
  SectionResponse,
} from '../shared/api-types.ts';

const ID = 'SavingThrows';
const FILE = 'zh-hant/playing-the-game/D20Tests.md';

const api = apiFixture();

const request = (pathname: string, body?: unknown) => sessionCall(api.app, pathname, body);

describe('zh-hant in the workbench API', () => {
  it('lists zh-hant beside th and zh with content status zh-hant’s counts', async () => {
    const overview = (await (await request('/api/overview')).json()) as Overview;
    expect(Object.keys(overview.locales)).toEqual(['th', 'zh', 'zh-hant']);
    const counts = derivedLocaleStatus(loadContent({ root: api.temp.root }), 'zh-hant').counts;
    expect(overview.locales['zh-hant']!.derived).toEqual({ from: 'zh', ...counts });
    const rows = overview.locales['zh-hant']!.chapters.flatMap((chapter) => chapter.rows);
    expect(rows.find((row) => row.id === ID)).toMatchObject({ state: 'converted', title: '豁免檢定' });
    expect(rows.filter((row) => row.state === 'converted').length).toBe(counts.converted);
  });

  it('opens a converted section with its generated text and its zh text', async () => {
    const section = (await (await request(`/api/section/zh-hant/${ID}`)).json()) as SectionResponse;
    const generated = convertedText(loadContent({ root: api.temp.root }), 'zh-hant', ID)!;
    expect(section).toMatchObject({
      state: 'converted',
      markdown: generated,
      base: sectionTextHash(generated),
      drafted: false,
      creatable: false,
      file: null,
      convertedFrom: { locale: 'zh' },
    });
    expect(section.convertedFrom!.markdown).toContain('## 豁免检定 {#SavingThrows}');
    expect(section.check?.errors).toBe(0);
  });

  it('opens a section only zh has, converted, with no English', async () => {
    const model = loadContent({ root: api.temp.root });
    const only = [...model.translationOnly.zh].find(
      (id) => model.sections.get(id)?.zh && !model.sections.get(id)?.en,
    )!;
    const response = await request(`/api/section/zh-hant/${only}`);
    expect(response.status).toBe(200);
    const section = (await response.json()) as SectionResponse;
    expect(section).toMatchObject({
      state: 'converted',
      translationOnly: true,
      markdown: convertedText(model, 'zh-hant', only),
    });
  });

  it('refuses to mark a converted text, and a save from another base, writing nothing', async () => {
    const before = treeHash(api.temp.root);
    const generated = convertedText(loadContent({ root: api.temp.root }), 'zh-hant', ID)!;
    const marked = await request(`/api/review/zh-hant/${ID}`, { base: sectionTextHash(generated) });
    expect(marked.status).toBe(409);
    expect(((await marked.json()) as RefusalResponse).error.code).toBe(
      'workbench.refused.converted-not-saved',
    );
    const stale = await request(`/api/save/zh-hant/${ID}`, {
      markdown: `${generated}改`,
      base: 'f'.repeat(64),
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      error: { code: 'workbench.refused.changed-on-disk' },
      current: generated,
    });
    const handback = await request('/api/handback/zh-hant', { reviewer: 'Mei' });
    expect(handback.status).toBe(409);
    expect(((await handback.json()) as RefusalResponse).error.code).toBe('workbench.refused.nothing-changed');
    // Search and replace searches the hand-written sections only: none yet.
    const replace = await request('/api/replace/zh-hant', { find: '檢定', replace: '检定' });
    expect(replace.status).toBe(200);
    expect(((await replace.json()) as ReplacePreviewResponse).sections).toEqual([]);
    expect(treeHash(api.temp.root)).toBe(before);
  });

  it('saves it by hand in content/zh-hant, then marks it reviewed', async () => {
    const generated = convertedText(loadContent({ root: api.temp.root }), 'zh-hant', ID)!;
    const saved = await request(`/api/save/zh-hant/${ID}`, {
      markdown: `${generated.trimEnd()}臺灣審校。`,
      base: sectionTextHash(generated),
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { file: string; base: string; adopted: boolean };
    expect(body).toMatchObject({ file: FILE, adopted: true });
    expect(api.temp.git('status', '--porcelain', '--untracked-files=all')).toBe(`?? ${FILE}\n`);
    const section = (await (await request(`/api/section/zh-hant/${ID}`)).json()) as SectionResponse;
    expect(section).toMatchObject({ state: 'draft', drafted: true, file: FILE, base: body.base });
    const reviewed = await request(`/api/review/zh-hant/${ID}`, { base: body.base, reviewer: 'Mei' });
    expect(reviewed.status).toBe(200);
    // A name typed in the workbench is the maintainer's acceptance on Mei's behalf (approvals/), not a review.
    expect(await reviewed.json()).toMatchObject({ state: 'accepted' });
    expect(readFileSync(path.join(api.temp.root, FILE), 'utf8')).toContain(`review:\n  ${ID}: "draft"`);
    // Hand back my work: the adopted section, its conversion's hash as the start, the review mark.
    const handback = await request('/api/handback/zh-hant', { reviewer: 'Mei' });
    expect(handback.status).toBe(200);
    const bundle = JSON.parse(((await handback.json()) as HandbackResponse).text) as HandbackBundle;
    expect(bundle.locale).toBe('zh-hant');
    expect(bundle.sections).toEqual([
      {
        id: ID,
        start: sectionTextHash(generated),
        english: expect.any(String),
        markdown: `${generated.trimEnd()}臺灣審校。`,
        review: { state: 'reviewed', by: 'Mei', date: expect.any(String) },
        converted: true,
      },
    ]);
    // A settled name (檢定 in 豁免檢定, saving throw) replaced by another word: the term check refuses it.
    const renamed = { find: '檢定', replace: '檢查' };
    const renaming = (await (
      await request('/api/replace/zh-hant', renamed)
    ).json()) as ReplacePreviewResponse;
    const renameBases = JSON.stringify({ [ID]: renaming.sections[0]!.base });
    const refused = await request('/api/replace-apply/zh-hant', { ...renamed, bases: renameBases });
    expect(await refused.json()).toMatchObject({ error: { code: 'workbench.refused.replace-blocked' } });
    // Search and replace finds the hand-written section (and no converted one) and writes it.
    const find = { find: '你', replace: '您' };
    const preview = (await (await request('/api/replace/zh-hant', find)).json()) as ReplacePreviewResponse;
    expect(preview.sections.map((section) => section.id)).toEqual([ID]);
    const bases = JSON.stringify({ [ID]: preview.sections[0]!.base });
    const applied = await request('/api/replace-apply/zh-hant', { ...find, bases });
    expect(await applied.json()).toEqual({ saved: [ID] });
    expect(api.temp.git('status', '--porcelain', '--untracked-files=all')).toBe(
      `?? approvals/zh-hant/${ID}.json\n?? ${FILE}\n`,
    );
    const after = loadContent({ root: api.temp.root }).sections.get(ID)!['zh-hant']!.markdown;
    expect(after).toBe(`${generated.trimEnd()}臺灣審校。`.replaceAll('你', '您'));
  });
  it('says when the zh text a converted section comes from is stale (English changed since)', async () => {
    const english = path.join(api.temp.root, 'en/playing-the-game/D20Tests.md');
    const before = readFileSync(english, 'utf8');
    const changed = before.replace(
      '## Ability Checks {#AbilityChecks}\n',
      '## Ability Checks {#AbilityChecks}\n\nA new English sentence.\n',
    );
    expect(changed).not.toBe(before);
    writeFileSync(english, changed);
    try {
      const open = async (id: string) =>
        ((await (await request(`/api/section/zh-hant/${id}`)).json()) as SectionResponse).convertedFrom;
      expect(await open('AbilityChecks')).toMatchObject({ locale: 'zh', stale: true });
      expect(await open('AttackRolls')).toMatchObject({ locale: 'zh', stale: false });
    } finally {
      writeFileSync(english, before);
    }
  });
});
