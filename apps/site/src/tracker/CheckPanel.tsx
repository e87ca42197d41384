import { D20_LIMITS, formatBonusDice } from '@polyhedral/core';
import type { Ability } from '@polyhedral/core/tables';
import {
  type CheckReceipt,
  checkCreatures,
  checkOddsFor,
  effectDiceFor,
  groupCheckOdds,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CheckboxField } from '../calculators/shared/fields.tsx';
import { GroupToolPanel } from './GroupToolPanel.tsx';
import {
  checkDone,
  GroupOddsView,
  groupReceiptLine,
  oddsLine,
  orNone,
  useGroupTool,
} from './group-lines.tsx';
import type { ReceiptLine } from './Receipt.tsx';
import { leftOutLines, nameOf } from './receipt-lines.ts';
import type { SelectionPanelProps } from './SelectionPanel.tsx';
import { d20Line } from './save-lines.ts';
import { TargetFields } from './TargetFields.tsx';
import { CreatureNumberFields, OddsLine, RollTargetFields } from './ToolFields.tsx';
import type { TrackerText } from './tracker-text.ts';
import { allRead, useTypedByCreature, useTypedNumber } from './typed-numbers.ts';

/** Each creature's check line, its reasons on the line as a save's (two d20s say why). */
export function checkLines(
  text: TrackerText,
  state: TrackerState,
  ability: Ability,
  receipts: readonly CheckReceipt[],
): ReceiptLine[] {
  const { t } = text;
  const abilityName = t(`table.ability.${ability}`);
  const leftOut = receipts.flatMap((one) => (one.kind === 'left-out' ? [one] : []));
  const lines = receipts.flatMap((receipt) => {
    if (receipt.kind === 'left-out') return [];
    const name = nameOf(state, receipt.creatureId);
    if (receipt.kind === 'cannot-act')
      return {
        key: receipt.creatureId,
        text: t('tracker.check.cannotAct', { name, reason: text.cause(receipt.cannotAct) }),
        steps: [],
      };
    return {
      key: receipt.creatureId,
      text: d20Line(text, 'tracker.check.line', receipt, {
        name,
        ability: abilityName,
        outcome: t(receipt.success ? 'tracker.check.success' : 'tracker.check.failure'),
      }),
      steps: [],
    };
  });
  return [...leftOutLines(text, state, leftOut), ...lines];
}

/**
 * Ability checks against a DC for the selected creatures (checkCreatures: a check made with an
 * action is refused to a creature that cannot act). Nothing in the tracker changes.
 */
export function CheckPanel(props: SelectionPanelProps): JSX.Element {
  const { state, selected, text } = props;
  const { t } = text;
  const [ability, setAbility] = useState<Ability>('strength');
  const [usesAction, setUsesAction] = useState(false);
  const dc = useTypedNumber('15', D20_LIMITS.target);
  const bonuses = useTypedByCreature(selected, D20_LIMITS.bonus);
  const d20s = useTypedByCreature(selected, D20_LIMITS.face);
  const tool = useGroupTool(state, text);
  const { form } = tool;
  const input = { ability, dc: dc.valueOr(0), bonuses: bonuses.values(), usesAction };
  const groupOf = (ids: readonly string[]) =>
    ids.length < 2 || !dc.read?.ok ? null : orNone(() => groupCheckOdds(state, { ...input, ids }));
  const roll = (ids: readonly string[] = selected) => {
    tool.setTried(true);
    if (ids.length === 0 || !allRead([dc], [bonuses, d20s])) return;
    const before = groupOf(ids);
    props.apply((current) => {
      const receipts = checkCreatures(current, { ...input, ids, d20s: d20s.values() }, cryptoRandom);
      const group = groupReceiptLine(text, 'check', checkDone(receipts), before);
      tool.show(ids, group, checkLines(text, current, ability, receipts));
      d20s.clear();
      return current;
    }, 'check');
  };
  return (
    <GroupToolPanel
      {...props}
      id="check"
      words="check"
      tool={tool}
      action={t('tracker.check.roll')}
      run={roll}
      names
    >
      <div class="calc-fields">
        <RollTargetFields prefix="tracker-ck" words="check" {...{ text, form, dc, ability, setAbility }} />
        <CheckboxField
          id="tracker-ck-action"
          label={t('tracker.check.usesAction')}
          checked={usesAction}
          onChange={setUsesAction}
        />
      </div>
      <GroupOddsView
        odds={groupOf(selected)}
        kind="check"
        text={text}
        state={state}
        testId="tracker-ck-group"
      />
      {/* Each creature's exact odds before the roll (checkOddsFor, as the D20 Test calculator). */}
      <TargetFields
        text={text}
        selected={selected}
        testId="tracker-check-targets"
        typed={(id) => (
          <CreatureNumberFields
            creature={id}
            form={form}
            fields={[
              ['tracker-ck-bonus', t('tracker.check.bonus', { name: nameOf(state, id) }), bonuses],
              ['tracker-ck-d20', t('tracker.attack.d20', { name: nameOf(state, id) }), d20s],
            ]}
          />
        )}
        more={(id) => {
          const creature = state.creatures.find((one) => one.id === id);
          const dice = creature ? effectDiceFor(creature, 'check') : [];
          const odds =
            dc.read?.ok && (bonuses.reads[id] === undefined || bonuses.reads[id]!.ok)
              ? orNone(() => checkOddsFor(state, input, id))
              : null;
          return (
            <>
              <OddsLine
                testId={`tracker-ck-odds-${id}`}
                line={odds ? oddsLine(text, nameOf(state, id), odds, 'check') : null}
              />
              {dice.length > 0 ? (
                <p class="calc-hint">
                  {t('tracker.check.dice', { dice: formatBonusDice(dice).replace(/-/g, '−') })}
                </p>
              ) : null}
            </>
          );
        }}
      />
    </GroupToolPanel>
  );
}
