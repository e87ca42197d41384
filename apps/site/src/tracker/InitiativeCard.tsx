import {
  creatureSpeed,
  mootConditions,
  type TrackerCreature,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { speedText, statusText } from './CreatureBadges.tsx';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';

/** The card's columns, by their heading's words: the tally column is left for the pencil. */
const COLUMNS = [
  'tracker.card.order',
  'tracker.add.name',
  'tracker.initiative.label',
  'tracker.add.ac',
  'tracker.add.maxHp',
  'tracker.card.tally',
  'tracker.conditions.title',
] as const;
const tally = (key: string) => (key === 'tracker.card.tally' ? 'tracker-card__tally' : undefined);

/**
 * The printable initiative card: the order as it stands, each creature's numbers and state, and a
 * column to tally hit points by hand. Hidden on screen; printing the page prints only this card.
 */
export function InitiativeCard(props: {
  state: TrackerState;
  conditions: readonly ConditionText[];
  text: TrackerText;
}): JSX.Element {
  const { state, text } = props;
  const { t, n } = text;
  const conditionName = (id: string) => props.conditions.find((one) => one.id === id)?.name ?? id;
  const stateOf = (creature: TrackerCreature): string[] => {
    const status = statusText(creature, text);
    // A dead creature's conditions no longer matter; one it is immune to is said not to apply.
    const moot = mootConditions(creature);
    const conditions = creature.dead
      ? []
      : creature.conditions.map((one) =>
          moot.has(one.id)
            ? t('tracker.conditions.moot', { condition: conditionName(one.condition) })
            : conditionName(one.condition),
        );
    // Speed only when conditions or Exhaustion changed it (the row's rule): an unchanged one is the stat block's.
    const moved = creatureSpeed(creature);
    const speed = moved && moved.speed !== moved.base ? speedText(text, creature) : null;
    return [
      ...(status && !creature.dead && !creature.defeated ? [status] : []),
      ...(conditions.length > 0 ? [text.list(conditions)] : []),
      ...(creature.exhaustion > 0
        ? [
            `${t('tracker.exhaustion.badge', { level: n(creature.exhaustion) })} (${text.exhaustion(creature.exhaustion)})`,
          ]
        : []),
      ...(creature.dead ? [] : (creature.effects ?? [])).map((one) =>
        t('tracker.effects.badge', { effect: one.name, dice: one.dice.replace(/-/g, '−') }),
      ),
      ...(creature.concentrating ? [t('tracker.concentration.label')] : []),
      ...(speed ? [speed] : []),
    ];
  };
  return (
    <section class="tracker-card" data-testid="tracker-card" aria-hidden="true">
      <h2>
        {t('tracker.card.title')}
        {state.round > 0 ? ` · ${t('tracker.card.round', { round: n(state.round) })}` : ''}
      </h2>
      <table>
        <thead>
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" class={tally(key)}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.creatures.map((creature, index) => (
            <tr
              key={creature.id}
              class={creature.dead || creature.defeated ? 'tracker-card__out' : undefined}
              data-out={creature.dead || creature.defeated ? 'true' : undefined}
            >
              <td>{n(index + 1)}</td>
              <td class="tracker-card__name">
                {text.keepWords(creature.name)}
                {creature.dead || creature.defeated ? (
                  <strong> ({t(creature.dead ? 'tracker.status.dead' : 'tracker.status.defeated')})</strong>
                ) : null}
              </td>
              <td>{creature.initiative === null ? '' : n(creature.initiative)}</td>
              <td>{n(creature.ac)}</td>
              <td>{n(creature.maxHp)}</td>
              <td class="tracker-card__tally">{creature.hp < creature.maxHp ? n(creature.hp) : ''}</td>
              <td>{stateOf(creature).join(' · ')}</td>
            </tr>
          ))}
          {/* Room for creatures that join during the fight. */}
          {[0, 1, 2].map((blank) => (
            <tr key={`blank-${blank}`} class="tracker-card__blank">
              {COLUMNS.map((key, column) => (
                <td key={key} class={tally(key)}>
                  {column === 0 ? n(state.creatures.length + blank + 1) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
