/**
 * zh-hant review state (issue 33 part 3), in a real depth-1 clone of this repository (a copy
 * without git when this one has none): every section starts converted; a reviewer's save makes it
 * hand-written in content/zh-hant/<chapter>/<page>.md with its own `translation:`, `review: draft`
 * and `sources:` entries and leaves every other content file byte-identical; a stale base is
 * refused with the generated text; `content status zh-hant` counts converted / hand-written /
 * draft / reviewed / stale; `content provenance` marks the converted ones; `content review
 * zh-hant` marks it reviewed; `content check` holds a hand-written section to English (file:line)
 * and reports it stale when English changes; `content diff zh-hant` shows what changed and
 * `content stamp zh-hant` marks it current.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  captureCli,
  captureCliAsync,
  cloneFixture,
  contentHashes,
  maintainerOf,
  shallowClone,
} from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import { loadContent } from '../loader/load-content.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { derivedLocaleStatus } from '../status/derived-status.ts';
import { withDerivedLocales } from './derive-locales.ts';
import { convertedText, saveDerivedSection } from './save-derived-section.ts';

const { temp, inGit } = cloneFixture();

const FILE = 'zh-hant/playing-the-game/D20Tests.md';

describe('zh-hant review in a clone', () => {
  let root: string;
  beforeAll(() => {
    const top = temp('hant-clone');
    if (inGit) shallowClone(top);
    else cpSync(path.join(REPO_ROOT, 'content'), path.join(top, 'content'), { recursive: true });
    root = path.join(top, 'content');
  });

  it('starts with every zh section converted and none hand-written', () => {
    const status = derivedLocaleStatus(loadContent({ root }), 'zh-hant');
    expect(status.counts.handWritten).toBe(0);
    expect(status.counts.converted).toBeGreaterThan(150);
    expect(status.counts.converted + status.counts.missing).toBe(status.sections);
  });

  it('a save makes the section hand-written with its own front matter, nothing else changes', () => {
    const model = loadContent({ root });
    const before = contentHashes(root);
    const generated = convertedText(model, 'zh-hant', 'SavingThrows')!;
    expect(generated).toContain('## 豁免檢定 {#SavingThrows}');
    // A base that is not the generated text: refused, and the generated text comes back.
    const stale = saveDerivedSection(model, 'zh-hant', 'SavingThrows', `${generated}台灣審校。`, {
      base: sectionTextHash('something else'),
    });
    expect(stale).toMatchObject({
      ok: false,
      refusal: { code: 'content.write.section-changed-on-disk' },
      current: generated,
    });
    const edited = `${generated}台灣審校。`;
    const saved = saveDerivedSection(model, 'zh-hant', 'SavingThrows', edited, {
      base: sectionTextHash(generated),
    });
    expect(saved).toMatchObject({ ok: true, file: FILE, changed: true });
    const text = readFileSync(path.join(root, FILE), 'utf8');
    const zhHash = model.files.find((file) => file.file === 'zh/playing-the-game/D20Tests.md')!.frontMatter!
      .translation!.SavingThrows!;
    expect(text).toMatch(
      /^---\nid: D20Tests\ntitle: D20 檢定\norder: \d+\nchapter: playing-the-game\nsource: srd-5.2-zh\n/,
    );
    expect(text).toContain(`translation:\n  SavingThrows: "${zhHash}"`);
    expect(text).toContain('review:\n  SavingThrows: "draft"');
    expect(text).toContain('sources:\n  SavingThrows: "srd-5.2-zh"');
    expect(text).toMatch(/---\n\n## 豁免檢定 \{#SavingThrows\}\n/);
    const after = contentHashes(root);
    expect([...after.keys()].filter((file) => before.get(file) !== after.get(file))).toEqual([
      path.join(root, FILE),
    ]);
    const reloaded = loadContent({ root });
    expect(reloaded.diagnostics.filter((diagnostic) => diagnostic.file === FILE)).toEqual([]);
    const derived = withDerivedLocales(reloaded);
    const mine = derived.sections.get('SavingThrows')!['zh-hant']!;
    expect(mine.convertedFrom).toBeUndefined();
    expect(mine.markdown).toContain('台灣審校。');
    expect(mine.review).toBe('draft');
    // The file's empty intro is no text of its own: the page's intro stays converted.
    expect(derived.sections.get('D20Tests')!['zh-hant']!.convertedFrom).toBe('zh');
    // Saved again: the hand-written path, the new base, and the old one refused.
    const again = saveDerivedSection(reloaded, 'zh-hant', 'SavingThrows', `${edited}再讀一次。`, {
      base: saved.ok ? saved.base : '',
    });
    expect(again).toMatchObject({ ok: true, file: FILE, changed: true });
    expect(
      saveDerivedSection(loadContent({ root }), 'zh-hant', 'SavingThrows', edited, {
        base: saved.ok ? saved.base : '',
      }),
    ).toMatchObject({ ok: false, refusal: { code: 'content.write.section-changed-on-disk' } });
  });

  it('a second section goes into the same file in book order; the intro can be adopted', () => {
    const model = loadContent({ root });
    for (const id of ['AbilityChecks', 'D20Tests']) {
      const generated = convertedText(model, 'zh-hant', id)!;
      const saved = saveDerivedSection(loadContent({ root }), 'zh-hant', id, generated, {
        base: sectionTextHash(generated),
      });
      expect(saved, id).toMatchObject({ ok: true, file: FILE });
    }
    const file = loadContent({ root }).files.find((candidate) => candidate.file === FILE)!;
    expect(file.sections.map((section) => section.id)).toEqual(['D20Tests', 'AbilityChecks', 'SavingThrows']);
    expect(file.sections[0]!.markdown).not.toBe('');
    expect(Object.keys(file.frontMatter!.review!).sort()).toEqual([
      'AbilityChecks',
      'D20Tests',
      'SavingThrows',
    ]);
  });

  it('content status zh-hant counts the hand-written ones; review marks one reviewed', async () => {
    await maintainerOf(root);
    const status = captureCli(root, 'status', 'zh-hant');
    expect(status.code).toBe(0);
    expect(status.out).toMatch(
      /hand-written 3 \(draft 3, reviewed 0, accepted by the maintainer 0, stale 0\)/,
    );
    expect(status.out).toContain('zh-hant hand-written draft: D20Tests, AbilityChecks, SavingThrows');
    const json = JSON.parse(captureCli(root, 'status', 'zh-hant', '--json').out);
    expect(json.counts).toMatchObject({ handWritten: 3, draft: 3, reviewed: 0 });
    const reviewed = await captureCliAsync(root, 'review', 'zh-hant', 'SavingThrows', '--reviewer', 'Mei');
    expect(reviewed.err).toBe('');
    expect(reviewed.code).toBe(0);
    // A typed name is the maintainer's acceptance on Mei's behalf, not a review.
    expect(readFileSync(path.join(root, 'approvals/zh-hant/SavingThrows.json'), 'utf8')).toContain(
      '"kind": "maintainer-acceptance"',
    );
    const counts = derivedLocaleStatus(loadContent({ root }), 'zh-hant').counts;
    expect(counts).toMatchObject({ handWritten: 3, draft: 2, reviewed: 0, accepted: 1, stale: 0 });
    // Provenance: what readers get, the hand-written section and the converted ones marked so.
    const provenance = JSON.parse(captureCli(root, 'provenance', '--json').out)['zh-hant'];
    expect(provenance.SavingThrows).toEqual({ source: 'srd-5.2-zh', license: 'CC-BY-4.0', open: true });
    expect(provenance.AttackRolls).toMatchObject({ source: 'srd-5.2-zh', convertedFrom: 'zh' });
    // A converted section is not written by hand: nothing to mark reviewed yet.
    const converted = await captureCliAsync(root, 'review', 'zh-hant', 'AttackRolls', '--reviewer', 'Mei');
    expect(converted.code).toBe(2);
    expect(converted.err).toContain(
      'AttackRolls of zh-hant is converted by machine, not written by hand yet',
    );
  });

  it('content check holds a hand-written section to English, at its line, and finds it stale', async () => {
    await maintainerOf(root);
    const path_ = path.join(root, FILE);
    const text = readFileSync(path_, 'utf8');
    // A link English does not have, a form the glossary rejects, and the intro's 1d20 in words.
    const broken = text
      .replace(
        '## 屬性檢定 {#AbilityChecks}\n\n',
        '## 屬性檢定 {#AbilityChecks}\n\n見[掩護](rule:Cover)。目標被擊暈。\n\n',
      )
      .replace('**擲 1d20。**', '**擲一顆 d20。**');
    expect(broken).not.toBe(text);
    writeFileSync(path_, broken);
    const lines = broken.split('\n');
    const linkLine = lines.findIndex((line) => line.startsWith('見[掩護]')) + 1;
    const found = checkContent({ root, strings: null }).diagnostics.filter(
      (diagnostic) => diagnostic.file === FILE,
    );
    const extra = found.find((diagnostic) => diagnostic.ruleId === 'qa-link-extra');
    expect(extra?.severity).toBe('error');
    expect(extra?.line).toBe(linkLine);
    expect(formatDiagnostic(extra!, (file) => file, 'en')).toMatch(new RegExp(`^${FILE}:${linkLine}:`));
    // zh's rejected 击晕 (for Stunned, 震慑), converted: the rules write 震懾 in zh-Hant.
    const avoided = found.find((diagnostic) => diagnostic.ruleId === 'qa-term-avoided');
    expect(avoided?.params).toMatchObject({
      locale: 'zh-hant',
      form: '擊暈',
      term: 'StunnedCondition',
      name: '震懾',
    });
    expect(avoided?.line).toBe(linkLine);
    const dice = found.find((diagnostic) => diagnostic.ruleId === 'qa-dice-missing');
    expect(dice?.params).toMatchObject({ id: 'D20Tests', locale: 'zh-hant', value: '1d20' });
    // The same finding blocks `review` (the one rule for "reviewed").
    expect(
      (await captureCliAsync(root, 'review', 'zh-hant', 'AbilityChecks', '--reviewer', 'Mei')).err,
    ).toContain('qa-link-extra');
    // English changes: the hand-written section goes stale on its own.
    writeFileSync(path_, text);
    const englishFile = path.join(root, 'en/playing-the-game/D20Tests.md');
    writeFileSync(
      englishFile,
      readFileSync(englishFile, 'utf8').replace(
        '## Saving Throws {#SavingThrows}\n',
        '## Saving Throws {#SavingThrows}\n\nA new English sentence.\n',
      ),
    );
    const stale = checkContent({ root, strings: null }).diagnostics.filter(
      (diagnostic) => diagnostic.file === FILE && diagnostic.ruleId === 'translation-stale',
    );
    expect(stale.map((diagnostic) => diagnostic.params.id)).toEqual(['SavingThrows']);
    expect(derivedLocaleStatus(loadContent({ root }), 'zh-hant').ids.stale).toEqual(['SavingThrows']);
    // What changed in English since its stamp (the zh stamp it inherited), then Mark current.
    const diff = captureCli(root, 'diff', 'zh-hant', 'SavingThrows');
    expect(diff.code).toBe(0);
    expect(diff.out).toContain('new English sentence');
    expect(captureCli(root, 'stamp', 'zh-hant', 'SavingThrows').code).toBe(0);
    expect(derivedLocaleStatus(loadContent({ root }), 'zh-hant').ids.stale).toEqual([]);
  });
});
