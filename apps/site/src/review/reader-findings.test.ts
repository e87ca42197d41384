import { LANGUAGE_NAMES, messagesFor } from '@polyhedral/i18n';
import { MARKDOWN_CODES } from '@polyhedral/markdown';
import { describe, expect, it } from 'vitest';
import { readerFindingKey, readerFindingText } from './reader-findings.ts';
import type { ReviewLocale } from './review-paths.ts';
import { REVIEW_MESSAGE_PREFIXES, reviewText } from './review-text.ts';

/** Every code the per-section checks can report (check-section-text.ts and the Markdown plugins). */
const CODES = [
  ...MARKDOWN_CODES,
  'content.block.unclosed',
  'content.calc.preset-fails',
  'content.directive.duplicate-attribute',
  'content.directive.malformed',
  'content.directive.reserved-attribute',
  'content.directive.unclosed',
  'content.image.outside',
  'content.image.remote',
  'content.markdown.footnote',
  'content.markdown.inline-too-deep',
  'content.markdown.too-deep',
  // Numbers at their place (issue 86): each with a reader wording of its own.
  'content.numbers.swapped',
  'content.numbers.sign',
  'content.numbers.sign-word',
  'content.numbers.multiplier',
  'content.numbers.unit',
  'content.numbers.dice-case',
  'content.numbers.digit-form',
  // Quantities at their place (issue 98): counts in words, fractions, directions, turn boundaries, units.
  'content.quantities.changed',
  'content.quantities.missing',
  'content.quantities.extra',
  'content.quantities.order',
  'content.qa.dice-missing',
  'content.qa.directive-mismatch',
  'content.qa.heading-level',
  'content.qa.link-extra',
  'content.qa.link-missing',
  'content.qa.list-count',
  'content.qa.number-changed',
  'content.qa.number-missing',
  'content.qa.table-rows',
  'content.qa.term-avoided',
  'content.qa.term-name',
  'content.section.heading-changed',
  'content.section.too-large',
  'content.text.invisible-character',
  'content.text.invisible-in-body',
  'content.text.markup',
  'content.text.printed-chapter',
  'content.translation.untranslated-text',
];

const PARAMS = {
  id: 'D20Tests',
  locale: 'th',
  term: 'AbilityCheck',
  problem: 'rules.calculator.bad-param (kind=save-half, param=dc)',
  known: 'ability-modifier, d20-test, save-half',
  found: 'calc',
  expected: 'calc, table',
  value: '15',
  written: '³',
  digit: '3',
  word: 'subtract',
  form: 'ฟอร์ม',
  name: 'ชื่อ',
  kind: 'save-half',
  count: 2,
  size: 286720,
  limit: 65536,
  url: 'https://example.com/x.png',
  text: 'บทที่ 3',
  opener: '```',
  char: 'U+202E',
  markup: '<b>',
  html: '<b>',
  label: '1',
  depth: 9,
  attribute: 'dc',
  recorded: 'a',
  current: 'b',
};

const TITLE = 'การทดสอบ d20';

function textFor(locale: ReviewLocale) {
  const messages = Object.assign({}, ...REVIEW_MESSAGE_PREFIXES.map((prefix) => messagesFor(locale, prefix)));
  return reviewText(locale, locale, LANGUAGE_NAMES[locale], messages);
}

describe("the checks' findings in a reader's words", () => {
  for (const locale of ['th', 'zh', 'zh-hant'] as const) {
    const text = textFor(locale);
    it(`${locale}: no maintainer's file, no rule ID for the section, no internal code of the calculators`, () => {
      for (const code of CODES) {
        const shown = readerFindingText(text, { code, params: PARAMS }, TITLE);
        expect(shown, code).not.toMatch(/content\/|packages\/|\.ya?ml\b|\.json\b|qa-exceptions|terms\.json/);
        expect(shown, code).not.toMatch(/rules\.calculator|kind=|\{\{/);
        expect(shown, code).not.toContain(code);
        // The section is named by its title; only the heading-ID rule names the ID to type. (Other
        // codes' `id` is an ID the reader typed or linked: shown as it is.)
        if (code === 'content.section.heading-changed') expect(shown, code).toContain('{#D20Tests}');
        else if (/^content\.(qa|section|translation)\./.test(code))
          expect(shown, code).not.toContain('D20Tests');
        // The reader's language is named, never its code in parentheses.
        expect(shown, code).not.toMatch(/\((th|zh|zh-hant)\)/);
      }
    });
  }

  it('every code the checks report has a message on the page (its reader wording or its own), in every locale', () => {
    for (const locale of ['th', 'zh', 'zh-hant'] as const) {
      const { messages } = textFor(locale);
      for (const code of CODES) {
        const own = Object.keys(messages).some((key) => key === code || key.startsWith(`${code}_`));
        expect(readerFindingKey(code) in messages || own, `${locale} ${code}`).toBe(true);
      }
    }
  });

  it("a finding without a reader wording of its own keeps an ID the reader linked (it is not the section's)", () => {
    const text = textFor('th');
    const shown = readerFindingText(
      text,
      { code: 'content.link.unknown-rule', params: { id: 'NoSuchRule' } },
      TITLE,
    );
    expect(shown).toContain('NoSuchRule');
    expect(shown).not.toContain(TITLE);
  });
});
