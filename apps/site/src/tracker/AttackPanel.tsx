import { formatBonusDice } from '@polyhedral/core';
import { attackCreatures, attackOddsFor, groupAttackOdds, type TrackerState } from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { AttackFields, AttackTargets } from './AttackFields.tsx';
import { attackFieldValues } from './attack-fields.ts';
import { attackLines } from './attack-lines.ts';
import { groupReceiptLine } from './group-lines.ts';
import { attackDone, useGroupTool } from './group-results.ts';
import { oddsLine, orNone } from './odds-lines.ts';
import { nameOf, namesOf } from './receipt-lines.ts';
import { GroupOddsView, SelectionPanel, type SelectionPanelProps } from './SelectionPanel.tsx';
import { allRead } from './typed-numbers.ts';
import { type AttackForm, useAttackForm } from './use-attack-form.ts';

/** The attack as the fields read now, without the targets and the table's rolls. */
function attackOf(attack: AttackForm) {
  return {
    attackerId: attack.attackerId,
    bonus: attack.bonus.valueOr(0),
    damage: attack.damage.parts(),
    within5Feet: attack.near,
    ...attackFieldValues(attack.registryRaw),
  };
}

/** The group's odds before the roll (two targets or more; none while the bonus does not read). */
function attackGroup(state: TrackerState, attack: AttackForm, ids: readonly string[]) {
  if (ids.length < 2 || !attack.bonus.read?.ok || !attack.attackerId) return null;
  return orNone(() => groupAttackOdds(state, { ...attackOf(attack), targetIds: ids }));
}

/**
 * An attack from one creature against the selected creatures (its fields: AttackFields; the form:
 * useAttackForm). Before the roll, each target's exact odds and the group's (the core's
 * attackOddsFor and groupAttackOdds); the core's attackCreatures decides Advantage and
 * Disadvantage, "cannot act", automatic Critical Hits and what the damage does; the receipt sums
 * the group; "repeat" runs the same attack on the next group of copies.
 */
export function AttackPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t } = text;
  const attack = useAttackForm(state, selected, text);
  const tool = useGroupTool(state, text);
  const { form } = tool;
  const { attackerId, d20s, effectDice } = attack;

  const roll = (ids: readonly string[] = selected) => {
    tool.setTried(true);
    if (ids.length === 0 || !attackerId || !allRead([attack.bonus], [d20s, effectDice])) return;
    const before = attackGroup(state, attack, ids);
    props.apply(
      (current) => {
        const done = attackCreatures(
          current,
          { ...attackOf(attack), targetIds: ids, d20s: d20s.values(), diceTotals: effectDice.values() },
          cryptoRandom,
        );
        const sum = attackDone(done.receipt);
        tool.show(
          ids,
          sum && groupReceiptLine(text, 'attack', sum, before),
          attackLines(text, done.state, done.receipt),
        );
        d20s.clear();
        effectDice.clear();
        return done.state;
      },
      'attack',
      t('tracker.undo.action.attack', { name: nameOf(state, attackerId), names: namesOf(text, state, ids) }),
    );
  };

  return (
    <SelectionPanel
      {...props}
      words="attack"
      testId="tracker-attack"
      actions={tool.actions(t('tracker.attack.roll'), roll)}
      namesTestId="tracker-attack-selected"
      receipt={{ lines: tool.lines, testId: 'tracker-attack-receipt' }}
    >
      <AttackFields state={state} text={text} attack={attack} form={form} />
      <AttackTargets
        state={state}
        selected={selected}
        text={text}
        attackDice={attack.attackDice.length > 0 ? formatBonusDice(attack.attackDice) : null}
        d20s={d20s}
        effectDice={effectDice}
        form={form}
        odds={(id) => {
          if (!attack.bonus.read?.ok || !attackerId) return null;
          const one = orNone(() => attackOddsFor(state, attackOf(attack), id));
          return one ? oddsLine(text, nameOf(state, id), one, 'attack') : null;
        }}
      />
      <GroupOddsView
        odds={attackGroup(state, attack, selected)}
        kind="attack"
        text={text}
        testId="tracker-at-group"
      />
    </SelectionPanel>
  );
}
