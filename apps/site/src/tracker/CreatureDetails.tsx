import {
  addCondition,
  canMoveWithinTie,
  EXHAUSTION,
  moveWithinTie,
  removeCreature,
  removeGroup,
  setConcentrating,
  setDefeated,
  setExhaustion,
  type TrackerConditionId,
  type TrackerCreature,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { CheckboxField, SelectField } from '../calculators/shared/fields.tsx';
import { ConditionList, EffectList } from './ConditionList.tsx';
import { speedText } from './CreatureBadges.tsx';
import { CreaturePrepared } from './CreaturePrepared.tsx';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';
import { useCaster, useDuration } from './use-duration.tsx';
import type { Apply, Notice, Origin } from './use-tracker.ts';
import { XButton } from './XButton.tsx';

/** A creature's details, opened from its name: ties, defenses, conditions, effects, its tools, removal. */
export function CreatureDetails(props: CreatureRowProps & { origin: Origin }): JSX.Element {
  const { creature, state, text, origin } = props;
  const { t, tData, n } = text;
  const apply = (change: Parameters<CreatureRowProps['apply']>[0]) => props.apply(change, origin);
  const id = creature.id;
  const none = t('tracker.creature.none');
  const typeNames = (types: readonly string[]) =>
    types.length === 0 ? none : text.list(types.map((type) => tData(`calc.damageType.${type}`)));
  const hasDefenses = creature.resist.length + creature.vulnerable.length + creature.immune.length > 0;
  const group = creature.group;
  const speed = speedText(text, creature);
  const groupSize = group ? state.creatures.filter((one) => one.group?.id === group.id).length : 0;
  const moves = ([-1, 1] as const).filter((by) => canMoveWithinTie(state, id, by));
  return (
    <div class="tracker-details" id={`tracker-details-${id}`} data-testid={`tracker-details-${id}`}>
      {/* Moves the creature up or down among the creatures tied with it (none when it is not tied). */}
      {moves.length > 0 ? (
        <span class="tracker-tie">
          {moves.map((by) => (
            <XButton
              key={by}
              label={t(by < 0 ? 'tracker.ties.up' : 'tracker.ties.down', { name: creature.name })}
              symbol={by < 0 ? '↑' : '↓'}
              onClick={() => apply((s) => moveWithinTie(s, id, by))}
            />
          ))}
        </span>
      ) : null}
      <p class="calc-hint">
        {t('tracker.creature.kindLine', {
          label: t('tracker.add.kind'),
          kind: t(`tracker.add.kind.${creature.kind}`),
        })}
        {creature.temp > 0 ? ` · ${t('tracker.creature.temp', { temp: n(creature.temp) })}` : ''}
        {speed ? ` · ${speed}` : ''}
      </p>
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
      <EffectList creature={creature} text={text} apply={apply} />
      {!creature.dead ? <CreatureTools {...props} apply={apply} /> : null}
      {!creature.dead ? <CreaturePrepared creature={creature} text={text} apply={apply} /> : null}
      {!creature.dead ? <AddConditionForm {...props} apply={apply} /> : null}
      <div class="tracker-buttons">
        <button
          type="button"
          class="calc-button tracker-remove"
          onClick={() => apply((s) => removeCreature(s, id))}
        >
          {t('tracker.creature.remove', { name: creature.name })}
        </button>
        {props.keepAsBlock ? (
          <CalcButton
            label={t('tracker.blocks.keepFrom', { name: creature.name })}
            testId={`tracker-keep-${id}`}
            onClick={() => props.keepAsBlock?.(creature, origin)}
          />
        ) : null}
        {group && groupSize > 1 ? (
          <button
            type="button"
            class="calc-button tracker-remove"
            onClick={() => apply((s) => removeGroup(s, group.id))}
          >
            {t('tracker.group.remove', { count: groupSize })}
          </button>
        ) : null}
      </div>
    </div>
  );
}

type DetailsPartProps = CreatureRowProps & {
  apply: (change: Parameters<CreatureRowProps['apply']>[0]) => void;
};

/** A living creature's Concentration, defeated and Exhaustion. */
function CreatureTools(props: DetailsPartProps): JSX.Element {
  const { creature, text, apply } = props;
  const { t, n } = text;
  const id = creature.id;
  return (
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
        <label for={`tracker-conc-${id}`}>{t('tracker.concentration.label')}</label>{' '}
        <a href={`/${text.locale}/glossary/Concentration/`} class="calc-hint">
          {t('tracker.concentration.glossary')}
        </a>
      </div>
      <CheckboxField
        id={`tracker-defeated-${id}`}
        label={t('tracker.status.defeated')}
        checked={creature.defeated === true}
        onChange={(on) => apply((s) => setDefeated(s, id, on))}
      />
      <SelectField
        id={`tracker-exh-${id}`}
        label={t('tracker.exhaustion.label')}
        value={String(creature.exhaustion)}
        options={Array.from({ length: EXHAUSTION.deathAt + 1 }, (_, level) => ({
          value: String(level),
          label: n(level),
        }))}
        onChange={(value) => apply((s) => setExhaustion(s, id, Number(value)))}
      />
      {creature.exhaustion > 0 ? <span class="calc-hint">{text.exhaustion(creature.exhaustion)}</span> : null}
    </div>
  );
}

export interface CreatureRowProps {
  creature: TrackerCreature;
  state: TrackerState;
  conditions: readonly ConditionText[];
  text: TrackerText;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  apply: Apply;
  report: (line: string, origin?: Origin) => void;
  notice: Notice | null;
  /** Keeps this creature as one of the table's stat blocks (its details' button); absent: no button. */
  keepAsBlock?: (creature: TrackerCreature, origin: Origin) => void;
}

/** Give this creature a condition with a duration (timed durations once combat has started). */
export function AddConditionForm(props: {
  creature: TrackerCreature;
  state: TrackerState;
  conditions: readonly ConditionText[];
  text: TrackerText;
  apply: (change: (state: TrackerState) => TrackerState) => boolean;
}): JSX.Element {
  const { creature, state, text, apply } = props;
  const { t } = text;
  // The choices are the core's list for the ruleset (conditionTexts); addCondition checks the pick.
  const [condition, setCondition] = useState<string>(props.conditions[0]?.id ?? '');
  const duration = useDuration(state, text, (field) => `tracker-${field}-${creature.id}`, creature.id);
  /** The creature concentrating on the spell that gives it ('' for none: Hold Person's caster). */
  const { casterId, field: caster } = useCaster(state, text, `tracker-cond-concentration-${creature.id}`);
  const started = state.round > 0;
  const add = () => {
    const read = duration.read();
    if (read === undefined) return;
    apply((s) =>
      addCondition(
        s,
        creature.id,
        condition as TrackerConditionId,
        read,
        undefined,
        casterId ? { concentrationOf: casterId } : {},
      ),
    );
  };
  return (
    <details class="tracker-more">
      <summary>{t('tracker.conditions.add')}</summary>
      <div class="calc-fields">
        <SelectField
          id={`tracker-cond-${creature.id}`}
          label={t('tracker.conditions.condition')}
          value={condition}
          options={props.conditions.map((one) => ({ value: one.id, label: one.name }))}
          onChange={setCondition}
        />
        {caster}
        {duration.fields}
      </div>
      {started ? null : <p class="calc-hint">{t('tracker.conditions.needsCombat')}</p>}
      <div class="tracker-buttons">
        <CalcButton label={t('tracker.conditions.add')} onClick={add} />
      </div>
    </details>
  );
}
