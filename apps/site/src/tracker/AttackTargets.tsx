import type { TrackerState } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { nameOf } from './receipt-lines.ts';
import { CreatureNumberFields, OddsLine, type ToolForm } from './ToolFields.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { TypedByCreature } from './typed-numbers.ts';

/** Each target's odds before the roll, its d20 as the table rolled it, and the attacker's effect dice total when it has any. */
export function AttackTargets(props: {
  state: TrackerState;
  selected: readonly string[];
  text: TrackerText;
  /** The attacker's effect dice on attacks, written out (Bless's 1d4), or null without any. */
  attackDice: string | null;
  d20s: TypedByCreature;
  effectDice: TypedByCreature;
  form: ToolForm;
  /** The odds against one target before the roll, in words (null: none yet). */
  odds: (id: string) => string | null;
}): JSX.Element {
  const { state, text, attackDice, form } = props;
  const { t } = text;
  return (
    <ul class="tracker-save-targets" data-testid="tracker-attack-targets">
      {props.selected.map((id) => (
        <li key={id}>
          <OddsLine testId={`tracker-at-odds-${id}`} line={props.odds(id)} />
          <CreatureNumberFields
            creature={id}
            form={form}
            fields={[
              ['tracker-at-d20', t('tracker.attack.d20', { name: nameOf(state, id) }), props.d20s],
              attackDice !== null && [
                'tracker-at-fx',
                t('tracker.roll.diceTyped', { dice: attackDice.replace(/-/g, '−') }),
                props.effectDice,
              ],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
