import { addFromStatBlock, type StatBlock } from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import type { TrackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';

/**
 * The party: the characters kept among the table's stat blocks (on this device, apart from the
 * fight, so clearing the tracker keeps them). One tap adds every one not already in the fight,
 * each through the core's addFromStatBlock, as one undoable action.
 */
export function PartyButton(props: {
  tracker: Tracker;
  text: TrackerText;
  blocks: readonly StatBlock[];
}): JSX.Element | null {
  const { tracker, text } = props;
  const { t, n } = text;
  const inFight = new Set(tracker.state.creatures.map((one) => one.name));
  const party = props.blocks.filter((block) => block.kind === 'character');
  const joining = party.filter((block) => !inFight.has(block.name));
  if (party.length === 0) return null;
  const names = text.list(joining.map((block) => block.name));
  const add = () =>
    tracker.apply(
      (state) =>
        joining.reduce((now, block) => addFromStatBlock(now, block, { count: 1 }, cryptoRandom).state, state),
      'add',
      t('tracker.party.undo', { count: n(joining.length) }),
    );
  return (
    <div class="tracker-party" data-testid="tracker-party">
      <p class="calc-hint">{t('tracker.party.intro')}</p>
      <button
        type="button"
        class="calc-button calc-button--primary"
        data-testid="tracker-add-party"
        disabled={joining.length === 0}
        onClick={add}
      >
        {joining.length === 0
          ? t('tracker.party.allIn', { count: n(party.length) })
          : t('tracker.party.add', { count: n(joining.length), names })}
      </button>
    </div>
  );
}
