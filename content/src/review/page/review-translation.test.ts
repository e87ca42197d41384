import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { propertyRuns } from '@polyhedral/dice/property-runs';
import { describe, expect, it } from 'vitest';
import { editProblems, generateFile, seededRandom } from '../../../test/support/front-matter-generator.ts';
import {
  acceptAsMaintainer,
  copyFixture,
  maintainerOf,
  TEST_MAINTAINER,
} from '../../../test/support/test-support.ts';
import { checkContent } from '../../check/check-content.ts';
import { loadContent } from '../../loader/load-content.ts';
import { englishFullHash } from '../../sections/section-hash.ts';
import { sectionTextHash } from '../../sections/section-text-hash.ts';
import { contentStatus } from '../../status/content-status.ts';
import { reviewTranslation } from './review-translation.ts';

const DICE_TH = 'th/playing-the-game/Dice.md';

/** The valid fixture with a `review:` block in the Thai Dice page (LF or CRLF). */
function withReviewBlock(newline = '\n'): { root: string; file: string; before: Buffer } {
  const root = copyFixture('valid');
  const file = path.join(root, DICE_TH);
  const text = readFileSync(file, 'utf8').replace(
    'source: srd-5.2-th\n',
    [
      'source: srd-5.2-th',
      'review: # drafted here; pnpm content review marks them',
      '  Dice: draft',
      '  DiceNotation: "draft"   # ทอยลูกเต๋า',
      "  D20Tests: 'draft'",
      '',
    ].join('\n'),
  );
  writeFileSync(file, text.replaceAll('\n', newline));
  return { root, file, before: readFileSync(file) };
}

describe('reviewTranslation', () => {
  it("records the maintainer's acceptance of the named sections in approvals/, the file untouched", async () => {
    const { root, file, before } = withReviewBlock('\r\n');
    expect(loadContent({ root }).diagnostics).toEqual([]);
    const result = await acceptAsMaintainer(loadContent({ root }), 'th', ['DiceNotation', 'D20Tests'], {
      by: 'Reviewer',
      on: '2026-11-26',
    });
    expect(result).toEqual({
      reviewed: { [DICE_TH]: ['DiceNotation', 'D20Tests'] },
      already: {},
      unknown: [],
      notDrafted: [],
      refused: [],
      blocked: [],
    });
    // Nothing in the front matter says "reviewed": the record is the only one that can.
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(path.join(root, 'approvals/th')).sort()).toEqual([
      'D20Tests.json',
      'DiceNotation.json',
    ]);
    const record = JSON.parse(readFileSync(path.join(root, 'approvals/th/DiceNotation.json'), 'utf8'));
    const model = loadContent({ root });
    const english = model.sections.get('DiceNotation')!.en!.markdown;
    expect(record).toEqual({
      format: 'polyhedral-approval-record/1',
      kind: 'maintainer-acceptance',
      locale: 'th',
      ruleId: 'DiceNotation',
      textHash: sectionTextHash(model.sections.get('DiceNotation')!.th!.markdown),
      englishHash: englishFullHash(english),
      date: '2026-11-26',
      onBehalfOf: 'Reviewer',
      acceptedBy: TEST_MAINTAINER,
      reason: 'unsigned',
      keyId: (await maintainerOf(root)).keyId,
      signature: expect.stringMatching(/^[A-Za-z0-9_-]{86}$/),
    });
    const sections = model.sections;
    expect(sections.get('Dice')!.th!.review).toBe('draft');
    // Accepted by the maintainer: never "reviewed".
    expect(sections.get('DiceNotation')!.th!.review).toBe('accepted');
    expect(sections.get('D20Tests')!.th!.review).toBe('accepted');
  });

  it('an acceptance is shown as such by the loader and content status; a change of the text or English drops it', async () => {
    const { root, file } = withReviewBlock('\r\n');
    const result = await acceptAsMaintainer(loadContent({ root }), 'th', ['DiceNotation'], {
      by: 'สมชาย ใจดี',
      on: '2026-11-25',
    });
    expect(result.reviewed).toEqual({ [DICE_TH]: ['DiceNotation'] });
    const model = loadContent({ root });
    expect(model.diagnostics).toEqual([]);
    expect(model.sections.get('DiceNotation')!.th!.reviewer).toEqual({
      kind: 'maintainer-acceptance',
      by: 'สมชาย ใจดี',
      on: '2026-11-25',
      acceptedBy: TEST_MAINTAINER,
      reason: 'unsigned',
    });
    const status = contentStatus(model).locales.th;
    expect(status.reviewers).toEqual({});
    expect(status.acceptances).toEqual({
      DiceNotation: { by: 'สมชาย ใจดี', on: '2026-11-25', acceptedBy: TEST_MAINTAINER },
    });
    // A second acceptance of an accepted section does not overwrite the first record.
    await acceptAsMaintainer(model, 'th', ['DiceNotation'], { by: 'Other', on: '2026-11-27' });
    expect(loadContent({ root }).sections.get('DiceNotation')!.th!.reviewer!.by).toBe('สมชาย ใจดี');
    // A trailing space and CRLF are not an edit (one normalization): still accepted.
    const text = readFileSync(file, 'utf8');
    const heading = text.indexOf('{#DiceNotation}');
    const lineEnd = text.indexOf('\r\n', heading);
    writeFileSync(file, `${text.slice(0, lineEnd)}   ${text.slice(lineEnd)}`);
    expect(loadContent({ root }).sections.get('DiceNotation')!.th!.review).toBe('accepted');
    // A word changed: the record no longer holds, nobody is credited.
    writeFileSync(file, text.replace('{#DiceNotation}\r\n', '{#DiceNotation}\r\n\r\nเพิ่ม\r\n'));
    const edited = loadContent({ root }).sections.get('DiceNotation')!.th!;
    expect(edited.review).toBe('edited');
    expect(edited.reviewer).toBeUndefined();
    expect(edited.lastReview).toMatchObject({ by: 'สมชาย ใจดี', why: 'text-changed' });
    // The English changed (text as accepted): dropped too.
    writeFileSync(file, text);
    const englishFile = path.join(root, 'en/playing-the-game/Dice.md');
    writeFileSync(
      englishFile,
      readFileSync(englishFile, 'utf8').replace('{#DiceNotation}\n', '{#DiceNotation}\n\nMore.\n'),
    );
    expect(loadContent({ root }).sections.get('DiceNotation')!.th!.lastReview).toMatchObject({
      why: 'english-changed',
    });
  });

  it('reports sections already reviewed and leaves them alone', async () => {
    const { root, file } = withReviewBlock();
    await acceptAsMaintainer(loadContent({ root }), 'th', ['Dice'], { by: 'Reviewer', on: '2026-11-26' });
    const after = readFileSync(path.join(root, 'approvals/th/Dice.json'));
    const result = await acceptAsMaintainer(loadContent({ root }), 'th', ['Dice'], {
      by: 'Reviewer',
      on: '2026-11-26',
    });
    expect(result.already).toEqual({ [DICE_TH]: ['Dice'] });
    expect(result.reviewed).toEqual({});
    expect(readFileSync(path.join(root, 'approvals/th/Dice.json')).equals(after)).toBe(true);
    expect(readFileSync(file).length).toBeGreaterThan(0);
  });

  it('refuses a section without a review: entry or not in the locale, writing nothing', async () => {
    const { root, file, before } = withReviewBlock();
    const result = await acceptAsMaintainer(
      loadContent({ root }),
      'th',
      ['DiceNotation', 'PlayerorDM', 'Combat', 'Nope'],
      { by: 'Reviewer', on: '2026-11-26' },
    );
    expect(result.notDrafted).toEqual([{ id: 'PlayerorDM', file: DICE_TH }]);
    expect(result.unknown).toEqual(['Combat', 'Nope']);
    expect(result.reviewed).toEqual({});
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('never writes an unsigned acceptance: a section without its signed record is blocked, nothing written', () => {
    const { root, file, before } = withReviewBlock();
    const result = reviewTranslation(loadContent({ root }), 'th', ['Dice'], { records: new Map() });
    expect(result.blocked).toEqual([{ id: 'Dice', findings: [] }]);
    expect(result.reviewed).toEqual({});
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(path.join(root, 'approvals'))).toBe(false);
  });

  it('--dry-run writes nothing', async () => {
    const { root, file, before } = withReviewBlock();
    const result = await acceptAsMaintainer(loadContent({ root }), 'th', ['Dice'], {
      by: 'Reviewer',
      on: '2026-11-26',
      dryRun: true,
    });
    expect(result.reviewed).toEqual({ [DICE_TH]: ['Dice'] });
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(path.join(root, 'approvals'))).toBe(false);
  });
});

describe('review editor on generated front matter (property)', () => {
  // Full size 600 (`POLYHEDRAL_PROPERTY_SCALE=1`); a tenth on every push.
  const CASES = propertyRuns(600);
  it(`changes only the reviewed entries in ${CASES} generated files`, () => {
    let flipped = 0;
    for (let seed = 1; seed <= CASES; seed += 1) {
      const file = generateFile(seed + 100_000);
      const random = seededRandom(seed * 104729);
      const values = new Map<string, string>();
      for (const entry of file.entries.review ?? []) {
        if (random() < 0.5) {
          values.set(entry.id, 'reviewed');
          if (entry.value === 'draft') flipped += 1;
        }
      }
      const problems = editProblems(file, 'review', values, 'refuse');
      expect(problems, `seed ${seed}:\n${file.bytes.toString('latin1')}`).toEqual([]);
    }
    expect(flipped).toBeGreaterThan(CASES / 2);
    // Correctness over many generated files, not a speed test: room for a busy machine.
  });

  it('refuses an entry the review: map does not have', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const file = generateFile(seed + 200_000);
      const problems = editProblems(file, 'review', new Map([['NotDrafted', 'reviewed']]), 'refuse');
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^refused: .*no entry for `NotDrafted`/);
    }
  });
});

describe('one rule for "reviewed"', () => {
  it('refuses a section with an avoided term, with the finding `content check` reports, writing nothing', async () => {
    const root = copyFixture('qa-term-avoided');
    const file = path.join(root, 'th/playing-the-game/Cover.md');
    const before = readFileSync(file);
    const result = await acceptAsMaintainer(loadContent({ root }), 'th', ['HalfCover', 'Cover'], {
      by: 'Reviewer',
      on: '2026-11-26',
    });
    expect(result.blocked.map(({ id }) => id)).toEqual(['HalfCover']);
    const finding = result.blocked[0]!.findings.find((candidate) => candidate.ruleId === 'qa-term-avoided');
    expect(finding).toBeDefined();
    const check = checkContent({ root }).diagnostics.filter(
      (diagnostic) => diagnostic.ruleId === 'qa-term-avoided' && diagnostic.severity === 'error',
    );
    expect(check.map(({ line, column, code }) => ({ line, column, code }))).toContainEqual({
      line: finding!.line,
      column: finding!.column,
      code: finding!.code,
    });
    expect(result.reviewed).toEqual({});
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
