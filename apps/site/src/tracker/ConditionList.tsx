import {
  mootConditions,
  removeCondition,
  removeEffect,
  type TrackerCondition,
  type TrackerConditionId,
  type TrackerEffect,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';
import { XButton } from './XButton.tsx';

function untilText(text: TrackerText, expires: TrackerCondition['expires']): string {
  if (expires.kind === 'until-removed') return text.t('tracker.conditions.until.until-removed');
  return text.t(`tracker.conditions.until.${expires.kind}`, {
    name: expires.creatureName,
    round: text.n(expires.round),
  });
}

/** A creature's conditions, each opening its rules text in place; no `apply`: the players' view. */
export function ConditionList(props: {
  creature: {
    id: string;
    name: string;
    conditions: readonly TrackerCondition[];
    conditionImmune?: readonly TrackerConditionId[];
  };
  conditions: readonly ConditionText[];
  text: TrackerText;
  apply?: (change: (state: TrackerState) => TrackerState) => void;
}): JSX.Element {
  const { apply } = props;
  const { creature, text } = props;
  const { t } = text;
  if (creature.conditions.length === 0) return <p class="calc-hint">{t('tracker.conditions.none')}</p>;
  // A condition the creature is immune to stays listed, said not to apply, with why (the core's reading).
  const moot = mootConditions(creature);
  return (
    <ul class="tracker-conditions" data-testid={`tracker-conditions-${creature.id}`}>
      {creature.conditions.map((condition) => {
        const about = props.conditions.find((one) => one.id === condition.condition);
        const name = about?.name ?? condition.condition;
        const why = moot.get(condition.id);
        return (
          <li key={condition.id} data-condition={condition.condition} data-moot={why ? 'true' : undefined}>
            <details>
              <summary>
                <strong class={why ? 'tracker-moot' : undefined}>
                  {why ? t('tracker.conditions.moot', { condition: name }) : name}
                </strong>{' '}
                <span class="tracker-until">{untilText(text, condition.expires)}</span>
                {why ? <span class="calc-hint tracker-moot-why">{text.cause(why)}</span> : null}
              </summary>
              <p lang={about?.definitionLang}>{about?.definition}</p>
              {about ? <a href={about.href}>{t('tracker.conditions.rule')}</a> : null}
            </details>
            {apply ? (
              <XButton
                label={t('tracker.conditions.remove', { condition: name, name: creature.name })}
                onClick={() => apply((state) => removeCondition(state, creature.id, condition.id))}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A creature's custom effects and when they end; remove buttons but in the players' view (no `apply`). */
export function EffectList(props: {
  creature: { id: string; name: string; effects?: readonly TrackerEffect[] };
  text: TrackerText;
  apply?: (change: (state: TrackerState) => TrackerState) => void;
}): JSX.Element | null {
  const { creature, text, apply } = props;
  const { t } = text;
  const effects = creature.effects ?? [];
  if (effects.length === 0) return null;
  return (
    <ul class="tracker-conditions" data-testid={`tracker-effects-${creature.id}`}>
      {effects.map((effect) => (
        <li key={effect.id} data-effect={effect.name}>
          <span>
            {t('tracker.effects.on', {
              effect: effect.name,
              dice: effect.dice.replace(/-/g, '−'),
              rolls: text.list(effect.rolls.map((roll) => t(`tracker.effects.roll.${roll}`))),
              until: untilText(text, effect.expires),
            })}
            {effect.concentration
              ? ` (${t('tracker.effects.tiedTo', { name: effect.concentration.creatureName })})`
              : ''}
          </span>
          {apply ? (
            <XButton
              label={t('tracker.effects.remove', { effect: effect.name, name: creature.name })}
              onClick={() => apply((s) => removeEffect(s, creature.id, effect.id))}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
