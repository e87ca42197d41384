import { creatureSpeed, mootConditions, rollDeathSave } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CreatureDetails } from './CreatureDetails.tsx';
import type { CreatureRowProps } from './creature-row-props.ts';
import { isDying, statusText } from './creature-status.ts';
import { D20Entry } from './D20Entry.tsx';
import { InitiativeField } from './InitiativeField.tsx';
import { NoticeLine } from './NoticeLine.tsx';
import { deathSaveLine, saveDiceOf } from './save-lines.ts';
import type { Origin } from './use-tracker.ts';

/**
 * One creature on one line: select, name (opens its details), Initiative, a hit point bar, AC;
 * its state and conditions as badges below. What needs the table now (a Concentration save owed,
 * a Death Saving Throw) shows under the line without opening the details.
 */
export function CreatureRow(props: CreatureRowProps): JSX.Element {
  const { creature, state, text, apply } = props;
  const { t, n } = text;
  const [open, setOpen] = useState(false);
  const id = creature.id;
  const origin: Origin = `creature-${id}`;
  const current = state.currentId === id;
  const out = creature.dead || creature.defeated === true;
  const status = statusText(creature, text);
  const conditionName = (conditionId: string) =>
    props.conditions.find((one) => one.id === conditionId)?.name ?? conditionId;
  // Speed shows on the row when conditions or Exhaustion changed it (details give the full reason).
  const speed = creatureSpeed(creature);
  const speedChanged = speed !== null && speed.speed !== speed.base;
  // A dead creature's conditions and effects no longer matter: its row shows that it is dead only.
  const shownConditions = creature.dead ? [] : creature.conditions;
  const shownEffects = creature.dead ? [] : (creature.effects ?? []);
  // Conditions it is immune to (its own or another condition's) show as not applying.
  const moot = mootConditions(creature);
  const share = creature.maxHp === 0 ? 0 : Math.min(1, creature.hp / creature.maxHp);
  const classes = [
    'tracker-creature',
    current ? 'tracker-creature--current' : '',
    creature.dead ? 'tracker-creature--dead' : '',
    creature.defeated ? 'tracker-creature--defeated' : '',
  ].filter(Boolean);
  return (
    <li
      class={classes.join(' ')}
      data-testid={`tracker-creature-${id}`}
      data-creature-name={creature.name}
      data-out={out ? 'true' : undefined}
      aria-current={current ? 'step' : undefined}
    >
      <div class="tracker-row">
        <input
          id={`tracker-select-${id}`}
          type="checkbox"
          checked={props.selected}
          aria-label={t('tracker.creature.select', { name: creature.name })}
          onChange={(event) => props.onSelect((event.target as HTMLInputElement).checked)}
        />
        <button
          type="button"
          class="tracker-creature__name"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={`tracker-details-${id}`}
          data-testid={`tracker-open-${id}`}
          title={t('tracker.creature.details', { name: creature.name })}
          onClick={() => setOpen(!open)}
        >
          {creature.name}
        </button>
        <InitiativeField creature={creature} text={text} apply={apply} compact />
        <span class="tracker-hp" data-testid={`tracker-hp-${id}`}>
          <span class="tracker-hp__bar" aria-hidden="true">
            <span
              class={`tracker-hp__fill${share <= 0.5 ? ' tracker-hp__fill--low' : ''}`}
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </span>
          <span class="tracker-hp__text">
            {t('tracker.creature.hpShort', { hp: n(creature.hp), max: n(creature.maxHp) })}
            {creature.temp > 0 ? ` ${t('tracker.creature.tempShort', { temp: n(creature.temp) })}` : ''}
          </span>
        </span>
        <span class="tracker-ac">
          <svg class="tracker-ac__icon" viewBox="0 0 16 18" aria-hidden="true" focusable="false">
            <path d="M8 1 L15 3.5 V8.5 C15 13 11.5 16 8 17 C4.5 16 1 13 1 8.5 V3.5 Z" />
          </svg>
          <span class="sr-only">{t('tracker.creature.ac', { ac: n(creature.ac) })}</span>
          <span aria-hidden="true">{n(creature.ac)}</span>
        </span>
        {status ||
        shownConditions.length > 0 ||
        shownEffects.length > 0 ||
        creature.concentrating ||
        speedChanged ||
        creature.exhaustion > 0 ? (
          <ul class="tracker-badges" aria-label={t('tracker.conditions.title')}>
            {status ? <li class="tracker-status">{status}</li> : null}
            {shownConditions.map((one) => {
              const why = moot.get(one.id);
              return (
                <li
                  key={one.id}
                  class={`tracker-badge tracker-badge--condition${why ? ' tracker-badge--moot' : ''}`}
                  data-condition={one.condition}
                  data-moot={why ? 'true' : undefined}
                  title={why ? text.cause(why) : undefined}
                >
                  {why
                    ? t('tracker.conditions.moot', { condition: conditionName(one.condition) })
                    : conditionName(one.condition)}
                </li>
              );
            })}
            {shownEffects.map((one) => (
              <li key={one.id} class="tracker-badge tracker-badge--effect" data-effect={one.name}>
                {t('tracker.effects.badge', { effect: one.name, dice: one.dice.replace(/-/g, '−') })}
              </li>
            ))}
            {creature.exhaustion > 0 && !creature.dead ? (
              <li class="tracker-badge">
                {t('tracker.exhaustion.badge', { level: n(creature.exhaustion) })}
              </li>
            ) : null}
            {creature.concentrating ? (
              <li class="tracker-badge">{t('tracker.concentration.label')}</li>
            ) : null}
            {creature.concentrationChecks.length > 0 ? (
              <li class="tracker-badge tracker-badge--owed" data-testid={`tracker-owed-badge-${id}`}>
                {t('tracker.concentration.owedBadge')}
              </li>
            ) : null}
            {speedChanged ? (
              <li class="tracker-badge" data-testid={`tracker-speed-${id}`}>
                {t('tracker.speed.value', { feet: n(speed.speed) })}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {isDying(creature) ? (
        <D20Entry
          id={`tracker-death-${id}`}
          label={t('tracker.deathSave.label')}
          record={t('tracker.deathSave.enter')}
          roll={t('tracker.deathSave.roll')}
          text={text}
          {...(saveDiceOf(creature) ? { dice: saveDiceOf(creature) } : {})}
          onD20={(roll) =>
            apply(
              (s) => {
                const saved = rollDeathSave(s, id, roll);
                if (saved.result && saved.save)
                  props.report(
                    t('tracker.receipt.named', {
                      name: creature.name,
                      line: deathSaveLine(text, saved.save, saved.result, saved.failures),
                    }),
                    origin,
                  );
                return saved.state;
              },
              origin,
              t('tracker.undo.action.deathSave', { name: creature.name }),
            )
          }
        />
      ) : null}
      <NoticeLine notice={props.notice} />
      {open ? <CreatureDetails {...props} origin={origin} /> : null}
    </li>
  );
}
