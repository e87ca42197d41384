// @vitest-environment happy-dom
/**
 * The add tab gives way to hit points once a creature joins a fight (issue 100 item 4: a round on
 * one phone screen); before the fight it stays, as the list is built there.
 */
import { addCreature, createTracker, type TrackerState } from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { emptyPageAfterEach, settle } from '../../tests/support/rendered-page.ts';
import { TrackerTools } from './TrackerTools.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';

emptyPageAfterEach();

const OGRE = { name: 'Ogre', kind: 'monster', initiativeBonus: 0, ac: 11, maxHp: 59 } as const;

async function addedWhileOnAddTab(round: number): Promise<string | null | undefined> {
  const text = trackerText('th', trackerMessages('th'), {});
  let state: TrackerState = {
    ...addCreature(createTracker(), { ...OGRE, name: 'Ayla', kind: 'character' }),
    round,
  };
  const root = document.createElement('div');
  document.body.append(root);
  const draw = () =>
    render(
      h(TrackerTools, {
        tracker: { state, noticeFor: () => null } as unknown as Tracker,
        text,
        selected: [],
        applyToSelected: () => true,
        quick: { choose: () => {}, last: [] },
        addForm: h('p', null),
        importButton: h('p', null),
        phoneFields: h('p', null),
      }),
      root,
    );
  draw();
  (root.querySelector('[data-testid="tracker-tab-add"]') as HTMLElement).click();
  await settle();
  state = addCreature(state, OGRE);
  draw();
  // The count's effect, then the tabs' (each after its frame).
  for (let frame = 0; frame < 4; frame += 1) await settle();
  return root.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-testid');
}

describe('the add tab after adding', () => {
  it('in a fight: hit points come back once the creature joined', async () => {
    expect(await addedWhileOnAddTab(2)).toBe('tracker-tab-hp');
  });
  it('before the fight: the add tab stays for the next one', async () => {
    expect(await addedWhileOnAddTab(0)).toBe('tracker-tab-add');
  });
});
