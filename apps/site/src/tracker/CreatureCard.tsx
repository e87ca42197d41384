import {
  addCondition,
  CONDITION_DURATION_KINDS,
  type ConditionDuration,
  canMoveWithinTie,
  EXHAUSTION,
  exhaustionEffects,
  Fraction,
  isBloodied,
  moveWithinTie,
  removeCreature,
  resolveConcentrationCheck,
  rollDeathSave,
  setConcentrating,
  setExhaustion,
  TRACKER_CONDITIONS,
  TRACKER_LIMITS,
  type TrackerCreature,
  type TrackerState,
} from '@polyhedral/core';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { SelectField, TextField } from '../calculators/shared/fields.tsx';
import { parseIntegerField } from '../calculators/shared/parse-field.ts';
import type { FieldResult } from '../calculators/shared/types.ts';
import { ConditionList } from './ConditionList.tsx';
import type { ConditionText } from './condition-text.ts';
import { D20Entry } from './D20Entry.tsx';
import { InitiativeField } from './InitiativeField.tsx';
import type { TrackerText } from './tracker-text.ts';

export interface CreatureCardProps {
  creature: TrackerCreature;
  state: TrackerState;
  conditions: readonly ConditionText[];
  text: TrackerText;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  apply: (change: (state: TrackerState) => TrackerState) => void;
  /** Reports a one-line outcome (a save settled, a Death Saving Throw). */
  report: (line: string) => void;
}

/** The d20 a Concentration save needs ("6 or higher"), as the core computed it. */
function needText(text: TrackerText, need: number | null): string {
  if (need === null) return text.t('calc.concentration.needNone');
  if (need <= 1) return text.t('calc.concentration.needAny');
  return text.t('calc.concentration.need', { face: text.n(need) });
}

/** One creature in Initiative order: its numbers, conditions, Concentration and Death Saving Throws. */
export function CreatureCard(props: CreatureCardProps): JSX.Element {
  const { creature, state, text, apply } = props;
  const { t, tData, n } = text;
  const id = creature.id;
  const current = state.currentId === id;
  const dying = creature.kind === 'character' && creature.hp === 0 && !creature.dead && !creature.stable;
  const status = creature.dead
    ? t('tracker.status.dead')
    : creature.stable
      ? t('tracker.status.stable')
      : dying
        ? t('tracker.status.dying', {
            successes: n(creature.deathSaves.successes),
            failures: n(creature.deathSaves.failures),
          })
        : isBloodied(creature.hp, creature.maxHp)
          ? t('tracker.status.bloodied')
          : null;
  const check = creature.concentrationChecks[0];
  const none = t('tracker.creature.none');
  const typeNames = (types: readonly string[]) =>
    types.length === 0 ? none : text.list(types.map((type) => tData(`calc.damageType.${type}`)));
  const hasDefenses = creature.resist.length + creature.vulnerable.length + creature.immune.length > 0;
  const exhaustion = exhaustionEffects(creature.exhaustion);

  return (
    <li
      class={`tracker-creature${current ? ' tracker-creature--current' : ''}${creature.dead ? ' tracker-creature--dead' : ''}`}
      data-testid={`tracker-creature-${id}`}
      data-creature-name={creature.name}
      aria-current={current ? 'step' : undefined}
    >
      <div class="tracker-creature__head">
        <input
          id={`tracker-select-${id}`}
          type="checkbox"
          checked={props.selected}
          aria-label={t('tracker.creature.select', { name: creature.name })}
          onChange={(event) => props.onSelect((event.target as HTMLInputElement).checked)}
        />
        <label for={`tracker-select-${id}`} class="tracker-creature__name">
          {creature.name}
        </label>
        {current ? <span class="tracker-badge">{t('tracker.turn.current')}</span> : null}
        <span class="tracker-tie">
          {canMoveWithinTie(state, id, -1) ? (
            <button
              type="button"
              class="tracker-x"
              aria-label={t('tracker.ties.up', { name: creature.name })}
              onClick={() => apply((s) => moveWithinTie(s, id, -1))}
            >
              ↑
            </button>
          ) : null}
          {canMoveWithinTie(state, id, 1) ? (
            <button
              type="button"
              class="tracker-x"
              aria-label={t('tracker.ties.down', { name: creature.name })}
              onClick={() => apply((s) => moveWithinTie(s, id, 1))}
            >
              ↓
            </button>
          ) : null}
        </span>
      </div>
      <div class="tracker-creature__numbers">
        <InitiativeField creature={creature} text={text} apply={apply} />
        <span>{t('tracker.creature.ac', { ac: n(creature.ac) })}</span>
        <span data-testid={`tracker-hp-${id}`}>
          {t('tracker.creature.hp', { hp: n(creature.hp), max: n(creature.maxHp) })}
          {creature.temp > 0 ? ` ${t('tracker.creature.temp', { temp: n(creature.temp) })}` : ''}
        </span>
        {status ? <span class="tracker-status">{status}</span> : null}
      </div>
      {hasDefenses ? (
        <p class="calc-hint">
          {t('tracker.creature.defenses', {
            resist: typeNames(creature.resist),
            vulnerable: typeNames(creature.vulnerable),
            immune: typeNames(creature.immune),
          })}
        </p>
      ) : null}
      <ConditionList creature={creature} conditions={props.conditions} text={text} apply={apply} />
      {dying ? (
        <D20Entry
          id={`tracker-death-${id}`}
          label={t('tracker.deathSave.label')}
          record={t('tracker.deathSave.enter')}
          roll={t('tracker.deathSave.roll')}
          text={text}
          onD20={(face) =>
            apply((s) => {
              const saved = rollDeathSave(s, id, face);
              if (saved.result) props.report(t(`tracker.deathSave.result.${saved.result}`, { d20: n(face) }));
              return saved.state;
            })
          }
        />
      ) : null}
      {!creature.dead ? (
        <div class="tracker-creature__tools">
          <div class="calc-field calc-field--check">
            <input
              id={`tracker-conc-${id}`}
              type="checkbox"
              checked={creature.concentrating}
              onChange={(event) =>
                apply((s) => setConcentrating(s, id, (event.target as HTMLInputElement).checked))
              }
            />
            <label for={`tracker-conc-${id}`}>{t('tracker.concentration.label')}</label>
          </div>
          <SelectField
            id={`tracker-exh-${id}`}
            label={t('tracker.exhaustion.label')}
            messages={text.messages}
            value={String(creature.exhaustion)}
            options={Array.from({ length: EXHAUSTION.deathAt + 1 }, (_, level) => ({
              value: String(level),
              label: n(level),
            }))}
            onChange={(value) => apply((s) => setExhaustion(s, id, Number(value)))}
          />
          {creature.exhaustion > 0 ? (
            <span class="calc-hint">
              {t('tracker.exhaustion.effect', {
                penalty: n(exhaustion.d20Penalty),
                feet: n(exhaustion.speedFeet),
              })}
            </span>
          ) : null}
        </div>
      ) : null}
      {check ? (
        <div class="tracker-concentration" data-testid={`tracker-concentration-${id}`}>
          <p>
            {t('tracker.concentration.owed', {
              damage: n(check.damage),
              dc: n(check.dc),
              bonus: text.signed(check.bonus),
              need: needText(text, check.need),
              percent: text.percent(fractionValue(check.keep)),
              fraction: check.keep,
            })}
          </p>
          <D20Entry
            id={`tracker-conc-d20-${id}`}
            label={t('tracker.concentration.d20')}
            record={t('tracker.concentration.settle')}
            roll={t('tracker.concentration.roll')}
            text={text}
            onD20={(face) =>
              apply((s) => {
                const settled = resolveConcentrationCheck(s, id, face);
                props.report(
                  t(settled.kept ? 'tracker.concentration.kept' : 'tracker.concentration.lost', {
                    name: creature.name,
                    total: n(settled.total),
                    dc: n(settled.dc),
                  }),
                );
                return settled.state;
              })
            }
          />
        </div>
      ) : null}
      {!creature.dead ? <AddConditionForm {...props} /> : null}
      <button
        type="button"
        class="calc-button tracker-remove"
        onClick={() => apply((s) => removeCreature(s, id))}
      >
        {t('tracker.creature.remove', { name: creature.name })}
      </button>
    </li>
  );
}

/** "3/4" as a number (the core stores the exact fraction as text). */
function fractionValue(fraction: string): number {
  const [num, den] = fraction.split('/').map(Number);
  return Fraction.of(num ?? 0, den ?? 1).toNumber();
}

/** Give this creature a condition with a duration (timed durations once combat has started). */
function AddConditionForm(props: CreatureCardProps): JSX.Element {
  const { creature, state, text, apply } = props;
  const { t } = text;
  const [condition, setCondition] = useState<string>(TRACKER_CONDITIONS[0]);
  const [kind, setKind] = useState<ConditionDuration['kind']>('until-removed');
  const [rounds, setRounds] = useState('1');
  const [anchor, setAnchor] = useState(creature.id);
  const [roundsResult, setRoundsResult] = useState<FieldResult<number> | undefined>(undefined);
  const started = state.round > 0;
  const kinds = started ? CONDITION_DURATION_KINDS : (['until-removed'] as const);
  const add = () => {
    let duration: ConditionDuration = { kind: 'until-removed' };
    if (kind === 'rounds') {
      const read = parseIntegerField(rounds, TRACKER_LIMITS.rounds.min, TRACKER_LIMITS.rounds.max);
      setRoundsResult(read.ok ? undefined : read);
      if (!read.ok) return;
      duration = { kind, rounds: read.value };
    } else if (kind === 'end-of-next-turn') {
      duration = { kind, creatureId: anchor };
    }
    apply((s) => addCondition(s, creature.id, condition as (typeof TRACKER_CONDITIONS)[number], duration));
  };
  return (
    <details class="tracker-more">
      <summary>{t('tracker.conditions.add')}</summary>
      <div class="calc-fields">
        <SelectField
          id={`tracker-cond-${creature.id}`}
          label={t('tracker.conditions.condition')}
          messages={text.messages}
          value={condition}
          options={props.conditions.map((one) => ({ value: one.id, label: one.name }))}
          onChange={setCondition}
        />
        <SelectField
          id={`tracker-dur-${creature.id}`}
          label={t('tracker.conditions.duration')}
          messages={text.messages}
          value={started ? kind : 'until-removed'}
          options={kinds.map((one) => ({ value: one, label: t(`tracker.conditions.duration.${one}`) }))}
          onChange={(value) => setKind(value as ConditionDuration['kind'])}
        />
        {started && kind === 'rounds' ? (
          <TextField
            id={`tracker-rounds-${creature.id}`}
            label={t('tracker.conditions.rounds')}
            messages={text.messages}
            value={rounds}
            result={roundsResult}
            onInput={setRounds}
          />
        ) : null}
        {started && kind === 'end-of-next-turn' ? (
          <SelectField
            id={`tracker-anchor-${creature.id}`}
            label={t('tracker.conditions.anchor')}
            messages={text.messages}
            value={anchor}
            options={state.creatures.map((one) => ({ value: one.id, label: one.name }))}
            onChange={setAnchor}
          />
        ) : null}
      </div>
      {started ? null : <p class="calc-hint">{t('tracker.conditions.needsCombat')}</p>}
      <div class="tracker-buttons">
        <button type="button" class="calc-button" onClick={add}>
          {t('tracker.conditions.add')}
        </button>
      </div>
    </details>
  );
}
