/**
 * The glossary panel lists every term the English section names, one-word names included: SRD 5.2
 * "Playing the Game": "you have Advantage on the roll" names Advantage without linking it.
 */
import { definitionReviews } from '@polyhedral/content';
import {
  backDatedNewerDefinition,
  commitAll,
  RETIRED_TERM,
  reviewedThenRetiredDefinition,
} from '@polyhedral/content/testing/retired-definition';
import { describe, expect, it } from 'vitest';
import { glossaryPanel, withDefinitionReviews } from './glossary-panel.ts';

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

  it("carries each definition's review state as a section's row does: reviewer, acceptance, earlier review, draft", () => {
    const english = '## Example {#Example}\n\nWith Advantage or Disadvantage, while Prone or Blinded.';
    const entries = glossaryPanel(english, '', 'th');
    const ids = ['Advantage', 'Disadvantage', 'ProneCondition', 'BlindedCondition'];
    expect(entries.map((entry) => entry.id)).toEqual(expect.arrayContaining(ids));
    const states = new Map([
      [
        'Advantage',
        {
          review: 'reviewed',
          reviewer: {
            kind: 'review' as const,
            by: 'Somchai Jaidee',
            on: '2026-11-27',
            keyId: 'ab'.repeat(8),
          },
        },
      ],
      [
        'Disadvantage',
        {
          review: 'accepted',
          reviewer: {
            kind: 'maintainer-acceptance' as const,
            by: 'Kanya Srisuk',
            on: '2026-11-27',
            acceptedBy: 'Mali',
            reason: 'unsigned',
          },
        },
      ],
      [
        'ProneCondition',
        {
          review: 'edited',
          lastReview: {
            by: 'Niran Sukjai',
            on: '2026-11-26',
            text: 'cd'.repeat(32),
            why: 'key-revoked' as const,
          },
        },
      ],
    ]);
    const shown = new Map(withDefinitionReviews(entries, states).map((entry) => [entry.id, entry]));
    expect(shown.get('Advantage')).toMatchObject({
      definitionState: 'reviewed',
      reviewer: { by: 'Somchai Jaidee' },
    });
    expect(shown.get('Disadvantage')).toMatchObject({
      definitionState: 'accepted',
      accepted: { by: 'Kanya Srisuk' },
    });
    expect(shown.get('Disadvantage')?.reviewer).toBeUndefined();
    expect(shown.get('ProneCondition')).toMatchObject({
      definitionState: 'edited',
      earlierReview: { by: 'Niran Sukjai' },
    });
    expect(shown.get('ProneCondition')?.reviewer).toBeUndefined();
    expect(shown.get('BlindedCondition')).toMatchObject({ definitionState: 'draft' });
    expect(Object.keys(shown.get('BlindedCondition')!)).not.toContain('reviewer');
    // Where definitions are not reviewed (en, zh-hant): no state at all.
    expect(withDefinitionReviews(entries, null).every((entry) => entry.definitionState === undefined)).toBe(
      true,
    );
  });

  // Issue 88 (Low list): a retired key's back-dated record of a definition newer than its
  // retirement credited the reviewer here as on every surface. The workbench shows what content
  // derives: no reviewer, his earlier review only, as a section's row shows it.
  it('credits nobody for a definition newer than the retirement of the key that signed it', async () => {
    const { top, root, reviewer } = await reviewedThenRetiredDefinition();
    const english = `## Example {#Example}\n\nWith ${RETIRED_TERM}.`;
    const shownOf = () =>
      withDefinitionReviews(glossaryPanel(english, '', 'th'), definitionReviews(root, 'th')!.states).find(
        (entry) => entry.id === RETIRED_TERM,
      );
    expect(shownOf()).toMatchObject({ definitionState: 'reviewed', reviewer: { by: 'Somchai Jaidee' } });
    await backDatedNewerDefinition(root, reviewer);
    commitAll(top, 'new definition, back-dated review');
    const shown = shownOf();
    expect(shown).toMatchObject({ definitionState: 'edited', earlierReview: { by: 'Somchai Jaidee' } });
    expect(shown?.reviewer).toBeUndefined();
  });
});
