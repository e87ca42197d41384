import type { Character } from '@polyhedral/core/character';
import { addCreature, creatureFromCharacter, type TrackerState } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Apply } from './use-tracker.ts';

/**
 * My character joins with one tap: its Initiative, AC, hit points and saves come from the core's
 * character sheet. Without a character on this device, a link to build one.
 */
export function MyCharacterJoins(props: {
  character: Character | null;
  state: TrackerState;
  text: TrackerText;
  apply: Apply;
}): JSX.Element {
  const { character, state, text } = props;
  const { t } = text;
  if (!character) {
    return (
      <p class="calc-hint tracker-join" data-testid="tracker-join">
        <a href={`/${text.locale}/character/`}>{t('tracker.add.noCharacter')}</a>
      </p>
    );
  }
  const joined = state.creatures.some(
    (one) => one.kind === 'character' && one.name === character.name.trim(),
  );
  return (
    <div class="tracker-buttons tracker-join" data-testid="tracker-join">
      <CalcButton
        label={t(joined ? 'tracker.add.myCharacterJoined' : 'tracker.add.myCharacter', {
          name: character.name,
        })}
        disabled={joined}
        onClick={() => props.apply((s) => addCreature(s, creatureFromCharacter(character)), 'add')}
      />
    </div>
  );
}
