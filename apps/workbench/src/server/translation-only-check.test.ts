/**
 * The editor's checks on a section with no English (issue 72): the Greataxe's 1d12 changed to
 * 1d10 in Thai Dice: Damage is an error (the core's EXAMPLE_DAMAGE_DICE, SRD 5.2 Weapons table),
 * and each number changed from the text on disk is flagged for the maintainer, never "no problem".
 */
import { loadContent, loadQaExceptions } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { checkSection } from './check-section.ts';

const model = loadContent();
const damage = model.sections.get('Damage')!.th!;

function check(markdown: string) {
  return checkSection(
    {
      englishOf: () => undefined,
      starting: damage.markdown,
      exceptions: loadQaExceptions(model.root),
      knownRuleIds: new Set([...model.sections.keys()]),
      label: (key) => key,
      gate: null,
    },
    'th',
    'en',
    'Damage',
    markdown,
  ).findings.map(({ severity, ruleId, from, to }) => ({ severity, ruleId, text: markdown.slice(from, to) }));
}

describe('a translation-only section in the editor', () => {
  it('has no number finding as it is', () => {
    expect(check(damage.markdown).filter((finding) => finding.ruleId.startsWith('qa-'))).toEqual([]);
  });

  it('Greataxe 1d10: an error at the dice, and the change flagged', () => {
    const edited = damage.markdown.replace('(Greataxe) ใช้ 1d12', '(Greataxe) ใช้ 1d10');
    expect(check(edited).filter((finding) => finding.ruleId.startsWith('qa-'))).toEqual([
      { severity: 'error', ruleId: 'qa-fact-dice', text: '1d10' },
      { severity: 'warning', ruleId: 'qa-number-unchecked', text: '1d10' },
    ]);
  });
});
