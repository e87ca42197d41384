/**
 * Content accepted before although it was dangerous or wrong (issue 22 item 5), one fixture per
 * scenario (content/test/fixtures/<scenario>/), each asserting the exact check lines.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_TERMS, fixture } from '../../test/support/test-support.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { checkContent } from './check-content.ts';
import { attributeProblems, directiveAttributeNames } from './directive-attributes.ts';

function errorsOf(name: string): string[] {
  const result = checkContent({ root: fixture(name), knownTermIds: FIXTURE_TERMS });
  return result.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d));
}

describe('titles and headings are plain text', () => {
  it('reports HTML in a title and bidi or zero-width characters in headings, at their lines', () => {
    expect(errorsOf('plain-text-title')).toEqual([
      'en/playing-the-game/Dice.md:19:1: error text-invisible-character "D20<U+200B> Tests" contains the invisible character U+200B (a text-direction control or zero-width character): titles and headings must be plain visible text; remove it',
      'th/playing-the-game/Dice.md:3:1: error text-markup "ลูกเต๋า</title><script>alert(1)</script>" contains HTML markup "</title": titles and headings are plain text; remove it',
      'th/playing-the-game/Dice.md:18:1: error text-invisible-character "เป็นผู้เล่น<U+202E>หรือ DM?" contains the invisible character U+202E (a text-direction control or zero-width character): titles and headings must be plain visible text; remove it',
    ]);
  });
});

describe('a recorded translation hash names a section of the file', () => {
  it('reports an entry for a section the file does not have', () => {
    expect(errorsOf('translation-unknown-section')).toEqual([
      'th/playing-the-game/Dice.md:7:1: error translation-unknown-section Front matter "translation" records a hash for section "NoSuchSection", which this file does not have: remove the entry or fix the ID',
    ]);
  });
});

describe('directive attributes', () => {
  it('reports a repeated attribute and __proto__ (both lost by the parser)', () => {
    const found = errorsOf('directive-attributes');
    expect(found).toContain(
      'en/playing-the-game/Dice.md:15:1: error directive-duplicate-attribute Directive ::calc sets attribute "kind" more than once (only the last value would count): write it once',
    );
    expect(found).toContain(
      'en/playing-the-game/Dice.md:17:1: error directive-reserved-attribute Directive ::calc has an attribute named "__proto__", which cannot be used (it would be dropped): remove it',
    );
  });

  it.each([
    ['::calc{kind="a" bonus=2 #x .y .y}', ['kind', 'bonus', 'id'], [], []],
    ['::calc[label {x}]{kind="a" kind=\'b\'}', ['kind', 'kind'], ['kind'], []],
    ['::calc{a="}" a}', ['a', 'a'], ['a'], []],
    ['::calc{__proto__="x" constructor}', ['__proto__', 'constructor'], [], ['__proto__', 'constructor']],
    ['::calc', [], [], []],
  ])('reads %s', (source, names, repeated, reserved) => {
    const found = directiveAttributeNames(source, 0);
    expect(found).toEqual(names);
    expect(attributeProblems(found)).toEqual({ repeated, reserved });
  });
});
