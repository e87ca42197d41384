import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editProblems, generateFile, seededRandom } from '../../test/support/front-matter-generator.ts';
import { copyFixture } from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { loadContent } from '../loader/load-content.ts';
import { contentStatus } from '../status/content-status.ts';
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
  it('flips only the named entries from draft to reviewed', () => {
    const { root, file, before } = withReviewBlock('\r\n');
    expect(loadContent({ root }).diagnostics).toEqual([]);
    const result = reviewTranslation(loadContent({ root }), 'th', ['DiceNotation', 'D20Tests'], {
      reviewer: { by: 'Reviewer', on: '2026-11-26' },
    });
    expect(result).toEqual({
      reviewed: { [DICE_TH]: ['DiceNotation', 'D20Tests'] },
      already: {},
      unknown: [],
      notDrafted: [],
      refused: [],
      blocked: [],
    });
    expect(
      readFileSync(file, 'latin1').replace(
        /reviewedBy:\r\n( {2}.*\r\n)+reviewedOn:\r\n( {2}.*\r\n)+reviewedText:\r\n( {2}.*\r\n)+/,
        '',
      ),
    ).toBe(
      before
        .toString('latin1')
        .replace('  DiceNotation: "draft"   #', '  DiceNotation: "reviewed"   #')
        .replace("  D20Tests: 'draft'\r\n", "  D20Tests: 'reviewed'\r\n"),
    );
    const sections = loadContent({ root }).sections;
    expect(sections.get('Dice')!.th!.review).toBe('draft');
    expect(sections.get('DiceNotation')!.th!.review).toBe('reviewed');
    expect(sections.get('D20Tests')!.th!.review).toBe('reviewed');
  });

  it('records who reviewed and when (reviewedBy:, reviewedOn:), shown by the loader and content status', () => {
    const { root, file } = withReviewBlock('\r\n');
    const result = reviewTranslation(loadContent({ root }), 'th', ['DiceNotation'], {
      reviewer: { by: 'สมชาย ใจดี', on: '2026-11-25' },
    });
    expect(result.reviewed).toEqual({ [DICE_TH]: ['DiceNotation'] });
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('reviewedBy:\r\n  DiceNotation: "สมชาย ใจดี"\r\n');
    expect(text).toContain('reviewedOn:\r\n  DiceNotation: "2026-11-25"\r\n');
    const model = loadContent({ root });
    expect(model.diagnostics).toEqual([]);
    expect(model.sections.get('DiceNotation')!.th!.reviewer).toEqual({ by: 'สมชาย ใจดี', on: '2026-11-25' });
    expect(contentStatus(model).locales.th.reviewers).toEqual({
      DiceNotation: { by: 'สมชาย ใจดี', on: '2026-11-25' },
    });
    // A second reviewer of an already reviewed section does not overwrite the first record.
    reviewTranslation(model, 'th', ['DiceNotation'], { reviewer: { by: 'Other', on: '2026-12-01' } });
    expect(loadContent({ root }).sections.get('DiceNotation')!.th!.reviewer!.by).toBe('สมชาย ใจดี');
  });

  it('reports sections already reviewed and leaves them alone', () => {
    const { root, file } = withReviewBlock();
    reviewTranslation(loadContent({ root }), 'th', ['Dice'], {
      reviewer: { by: 'Reviewer', on: '2026-11-26' },
    });
    const after = readFileSync(file);
    const result = reviewTranslation(loadContent({ root }), 'th', ['Dice'], {
      reviewer: { by: 'Reviewer', on: '2026-11-26' },
    });
    expect(result.already).toEqual({ [DICE_TH]: ['Dice'] });
    expect(result.reviewed).toEqual({});
    expect(readFileSync(file).equals(after)).toBe(true);
  });

  it('refuses a section without a review: entry or not in the locale, writing nothing', () => {
    const { root, file, before } = withReviewBlock();
    const result = reviewTranslation(
      loadContent({ root }),
      'th',
      ['DiceNotation', 'PlayerorDM', 'Combat', 'Nope'],
      { reviewer: { by: 'Reviewer', on: '2026-11-26' } },
    );
    expect(result.notDrafted).toEqual([{ id: 'PlayerorDM', file: DICE_TH }]);
    expect(result.unknown).toEqual(['Combat', 'Nope']);
    expect(result.reviewed).toEqual({});
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('--dry-run writes nothing', () => {
    const { root, file, before } = withReviewBlock();
    const result = reviewTranslation(loadContent({ root }), 'th', ['Dice'], {
      dryRun: true,
      reviewer: { by: 'Reviewer', on: '2026-11-26' },
    });
    expect(result.reviewed).toEqual({ [DICE_TH]: ['Dice'] });
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('review editor on generated front matter (property)', () => {
  const CASES = 600;
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
  }, 120_000);

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
  it('refuses a section with an avoided term, with the finding `content check` reports, writing nothing', () => {
    const root = copyFixture('qa-term-avoided');
    const file = path.join(root, 'th/playing-the-game/Cover.md');
    const before = readFileSync(file);
    const result = reviewTranslation(loadContent({ root }), 'th', ['HalfCover', 'Cover'], {
      reviewer: { by: 'Reviewer', on: '2026-11-26' },
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
