import {
  mootConditions,
  removeCondition,
  type TrackerCondition,
  type TrackerConditionId,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';
import { XButton } from './XButton.tsx';

/**
 * A creature's conditions: each name opens its rules text in place; when it ends; a remove button
 * (none in the players' read-only view, which passes no `apply`).
 */
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
        const until =
          condition.expires.kind === 'until-removed'
            ? t('tracker.conditions.until.until-removed')
            : t(`tracker.conditions.until.${condition.expires.kind}`, {
                name: condition.expires.creatureName,
                round: text.n(condition.expires.round),
              });
        const why = moot.get(condition.id);
        return (
          <li key={condition.id} data-condition={condition.condition} data-moot={why ? 'true' : undefined}>
            <details>
              <summary>
                <strong class={why ? 'tracker-moot' : undefined}>
                  {why ? t('tracker.conditions.moot', { condition: name }) : name}
                </strong>{' '}
                <span class="tracker-until">{until}</span>
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
