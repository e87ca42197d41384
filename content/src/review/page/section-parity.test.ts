/**
 * Issue 48: the review editor's checks give the findings `content check` gives, section by section,
 * on the real content (every English section's th and zh text and any hand-written zh-hant text)
 * and on a copy with faults put in, so the comparison is made on findings and not only on clean
 * text: a changed number, a missing dice expression, an avoided term, an unclosed block, a broken
 * rule link and a printed chapter number, in th, zh and a hand-written zh-hant section.
 */
import { rmSync } from 'node:fs';
import { problemName } from '@polyhedral/markdown';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../check/check-content.ts';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { REVIEWED_LOCALES } from '../../model/types.ts';
import { copyContentTree, FAULT_CODES, injectFaults } from '../../section-check/inject-faults.ts';
import { sectionParity } from './section-parity.ts';

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

describe('checkSectionText and content check, section by section', () => {
  it('agree on the real content', () => {
    const { model, diagnostics } = checkContent({ root: DEFAULT_CONTENT_ROOT, strings: null });
    for (const locale of REVIEWED_LOCALES) {
      const report = sectionParity(model, locale, diagnostics);
      expect(report.mismatches, locale).toEqual([]);
    }
    // Every English section's th and zh text was compared (the book has about 160).
    expect(sectionParity(model, 'th', diagnostics).sections).toBeGreaterThanOrEqual(160);
    expect(sectionParity(model, 'zh', diagnostics).sections).toBeGreaterThanOrEqual(160);
  });

  it('agree on a copy with faults in th, zh and a hand-written zh-hant section', () => {
    const copy = copyContentTree(DEFAULT_CONTENT_ROOT);
    copies.push(copy);
    const faults = injectFaults(copy);
    expect(new Set(faults.map((fault) => fault.locale))).toEqual(new Set(['th', 'zh', 'zh-hant']));
    const { model, diagnostics } = checkContent({ root: copy, strings: null });
    for (const locale of REVIEWED_LOCALES) {
      const report = sectionParity(model, locale, diagnostics);
      expect(report.mismatches, locale).toEqual([]);
      for (const fault of faults.filter((candidate) => candidate.locale === locale)) {
        expect(
          report.counts[problemName(FAULT_CODES[fault.kind])],
          `${locale} ${fault.kind}`,
        ).toBeGreaterThan(0);
      }
    }
    // th and zh: every kind of fault went in.
    for (const locale of ['th', 'zh'] as const) {
      expect(faults.filter((fault) => fault.locale === locale).map((fault) => fault.kind)).toEqual(
        Object.keys(FAULT_CODES),
      );
    }
  });
});
