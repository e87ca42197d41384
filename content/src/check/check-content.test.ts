/**
 * One malformed fixture per problem class (content/test/fixtures/<class>/): each asserts the
 * exact `file:line:column: severity ruleId message` lines of that class.
 */
import { CALCULATOR_KIND_NAMES } from '@polyhedral/core/calculators';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TERMS, fixture } from '../../test/support/test-support.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { checkContent } from './check-content.ts';

function linesOf(name: string, ruleId?: string): string[] {
  const result = checkContent({ root: fixture(name), knownTermIds: FIXTURE_TERMS });
  return result.diagnostics
    .filter((d) => (ruleId ? d.ruleId === ruleId : d.severity === 'error'))
    .map((d) => formatDiagnostic(d));
}

const DICE = 'en/playing-the-game/Dice.md';

describe('content check: errors', () => {
  it.each([
    [
      'id-duplicate',
      [
        'en/playing-the-game/Combat.md:11:1: error id-duplicate ID "DiceNotation" is already used at en/playing-the-game/Dice.md:11:1',
      ],
    ],
    [
      'heading-missing-id',
      [
        `${DICE}:11:1: error heading-missing-id Heading "Dice Notation" has no ID: write it as "Title {#RuleId}"`,
      ],
    ],
    [
      'id-not-in-english',
      [
        'th/playing-the-game/Dice.md:11:1: error id-not-in-english ID "NewThaiSection" does not exist in English: fix the ID, or declare it in content/translation-only.yaml',
      ],
    ],
    [
      'file-name-mismatch',
      [
        'en/playing-the-game/Dices.md:2:1: error file-name-mismatch File name "Dices" does not match the front matter id "Dice": name the file Dice.md',
      ],
    ],
    [
      'file-chapter-mismatch',
      [
        `${DICE}:5:1: error file-chapter-mismatch Front matter chapter "character-creation" does not match the folder "playing-the-game"`,
      ],
    ],
    [
      'front-matter-unknown-source',
      [
        `${DICE}:6:1: error front-matter-unknown-source Source "srd-5.1" is not listed in content/sources.yaml (known: srd-5.2, srd-5.2-th, srd-5.2-zh, playtest, polyhedral, free-rules-2024, free-rules-2024-th, free-rules-2024-zh, polyhedral-th, polyhedral-zh, polyhedral-th-free-rules)`,
      ],
    ],
    [
      'file-misplaced',
      [
        'en/Loose.md:1:1: error file-misplaced Content files belong in content/<locale>/<chapter>/<ID>.md or content/playtest/<ID>.md',
      ],
    ],
    [
      'front-matter-invalid',
      [
        `${DICE}:4:8: error front-matter-invalid Front matter field "order" is invalid: write a number`,
        `${DICE}:7:1: error front-matter-invalid Front matter field "colour" is invalid: this key is not known here (a typing mistake?)`,
      ],
    ],
    [
      'front-matter-missing-field',
      [
        `${DICE}:1:1: error front-matter-invalid Front matter field "title" is invalid: this field is required`,
      ],
    ],
    [
      'front-matter-yaml',
      [
        `${DICE}:4:1: error front-matter-yaml The front matter is not valid YAML: the indentation is wrong here (indent with spaces, like the lines around it)`,
      ],
    ],
    [
      'front-matter-missing',
      [
        `${DICE}:1:1: error front-matter-missing The file has no front matter: start it with a "---" block holding id, title, order, chapter and source`,
        `${DICE}:1:1: error heading-missing-id Heading "Dice" has no ID: write it as "Title {#RuleId}"`,
      ],
    ],
    ['link-unknown-rule', [`${DICE}:9:5: error link-unknown-rule Link to unknown rule ID "NoSuchRule"`]],
    [
      'link-unknown-term',
      [`${DICE}:9:42: error link-unknown-term Link to unknown glossary term "NoSuchTerm"`],
    ],
    [
      'link-unsupported',
      [
        `${DICE}:9:6: error link-unsupported Link "https://www.dndbeyond.com/srd" is not allowed: link with rule:RuleId or term:TermId (no external links)`,
      ],
    ],
    [
      'directive-unknown',
      [
        `${DICE}:11:1: error directive-unknown Unknown directive "roller": use ::calc{kind="..."} or ::table{id="..."}`,
      ],
    ],
    [
      'directive-placement',
      [
        `${DICE}:11:3: error directive-placement Directive "::table" must stand on its own line at the top level, not inside a list, quote or table`,
      ],
    ],
    ['table-unknown', [`${DICE}:11:1: error table-unknown Unknown core table "NoSuchTable"`]],
    [
      'calc-unknown-kind',
      [
        `${DICE}:11:1: error calc-unknown-kind Unknown calculator kind "fireball" (known: ${CALCULATOR_KIND_NAMES.join(', ')})`,
      ],
    ],
    [
      'calc-invalid-params',
      [
        `${DICE}:11:1: error calc-invalid-params Calculator "dice" rejects its parameters: rules.calculator.bad-param (kind=dice, param=expr, value=8d, expected=dice notation)`,
      ],
    ],
    [
      'table-column-count',
      [`${DICE}:14:1: error table-column-count Table row has 3 cells but the header has 2`],
    ],
    [
      'html-raw',
      [
        `${DICE}:9:6: error html-raw Raw HTML is not allowed: "<b>"`,
        `${DICE}:9:13: error html-raw Raw HTML is not allowed: "</b>"`,
      ],
    ],
    [
      'heading-not-top-level',
      [
        `${DICE}:11:3: error heading-not-top-level Heading "Sidebar" is inside a quote or list: headings must start a line at the top level`,
      ],
    ],
  ])('%s', (name, expected) => {
    expect(linesOf(name)).toEqual(expected);
  });

  it('finds no error in the valid tree', () => {
    expect(linesOf('valid')).toEqual([]);
  });
});

describe('content check: warnings', () => {
  it('missing translation of one section, at the English section', () => {
    expect(linesOf('translation-missing', 'translation-missing')).toEqual([
      `${DICE}:11:1: warning translation-missing Section "DiceNotation" has no th translation (English is shown)`,
    ]);
  });

  it('missing translation of a whole page, once per locale', () => {
    expect(linesOf('translation-missing-page', 'translation-missing-page')).toEqual([
      `${DICE}:1:1: warning translation-missing-page Page "Dice" has no th file: 2 sections shown in English`,
      `${DICE}:1:1: warning translation-missing-page Page "Dice" has no zh file: 2 sections shown in English`,
    ]);
  });

  it('stale translation: a wrong recorded hash and a missing one', () => {
    expect(linesOf('translation-stale', 'translation-stale')).toEqual([
      'zh/playing-the-game/Dice.md:11:1: warning translation-stale Section "Dice" was translated from an older English text (recorded 0123456789ab, now e1a7bdf7c43a): update it, then run "pnpm content stamp zh Dice"',
      'zh/playing-the-game/Dice.md:13:1: warning translation-stale Section "DiceNotation" was translated from an older English text (recorded none, now 0bca9525ed22): update it, then run "pnpm content stamp zh DiceNotation"',
    ]);
  });

  it('English paragraph left in a Thai section', () => {
    expect(linesOf('translation-untranslated-text', 'translation-untranslated-text')).toEqual([
      'th/playing-the-game/Dice.md:13:1: warning translation-untranslated-text Section "DiceNotation" has 1 paragraph in English in the th text',
    ]);
  });

  it('counts errors and warnings', () => {
    const result = checkContent({ root: fixture('valid'), knownTermIds: FIXTURE_TERMS });
    expect({ errors: result.errors, warnings: result.warnings }).toEqual({ errors: 0, warnings: 7 });
  });
});
