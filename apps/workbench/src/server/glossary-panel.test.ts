/**
 * The glossary panel lists every term the English section names, one-word names included: SRD 5.2
 * "Playing the Game": "you have Advantage on the roll" names Advantage without linking it.
 */
import { describe, expect, it } from 'vitest';
import { glossaryPanel } from './glossary-panel.ts';

describe('glossary panel', () => {
  it('lists a one-word term the English names without a link, with its Thai name', () => {
    const english = '## Example {#Example}\n\nIf you have Advantage on the roll, roll two d20s.';
    const entries = glossaryPanel(english, '## ตัวอย่าง {#Example}\n\nข้อความ', 'th');
    const advantage = entries.find((entry) => entry.id === 'Advantage');
    expect(advantage).toMatchObject({ english: 'Advantage', name: 'การได้เปรียบ' });
  });

  it('still lists terms of several words and linked terms', () => {
    const english = '## Example {#Example}\n\nMake a Saving Throw; see [Prone](term:ProneCondition).';
    const ids = glossaryPanel(english, '', 'zh').map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining(['SavingThrow', 'ProneCondition']));
  });
});
