import { addCreature, createTracker } from '@polyhedral/core/tracker';
import { messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { namesOf } from './receipt-lines.ts';
import { trackerText } from './tracker-text.ts';

describe('whom a tool acts on, one list the reader’s way (the tools’ one helper)', () => {
  let state = createTracker();
  for (const name of ['Ayla', 'Borin', 'คาร์ล'])
    state = addCreature(state, { name, kind: 'character', initiativeBonus: 0, ac: 12, maxHp: 10 });
  it('in the order selected, joined as Intl lists them (Thai “และ” kept apart), an unknown ID as itself', () => {
    const [ayla, borin, karl] = state.creatures.map((one) => one.id) as [string, string, string];
    expect(namesOf(trackerText('en', messagesFor('en', 'tracker')), state, [karl, ayla, borin])).toBe(
      'คาร์ล, Ayla, and Borin',
    );
    expect(namesOf(trackerText('th', messagesFor('th', 'tracker')), state, [ayla, borin])).toBe(
      'Ayla และ Borin',
    );
    expect(namesOf(trackerText('en', messagesFor('en', 'tracker')), state, ['gone'])).toBe('gone');
  });
});
