import { isBloodied } from '@polyhedral/core';
import {
  creatureSpeed,
  mootConditions,
  roundsLeft,
  spendUse,
  type TrackerCreature,
  type TrackerState,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import type { ConditionText } from './condition-text.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply } from './use-tracker.ts';

/** A badge's label with the rounds it has left (the core's roundsLeft), in words: never colour alone. */
function withRounds(
  text: TrackerText,
  state: TrackerState,
  label: string,
  expires: Parameters<typeof roundsLeft>[1],
): string {
  const left = roundsLeft(state, expires);
  if (left === null) return label;
  if (left === 0) return text.t('tracker.badge.endsThisRound', { label });
  return text.t('tracker.badge.roundsLeft', { label, count: left });
}

/** A condition's badge: name and rounds left as text, its rule a tap away; an immunity says why. */
function ConditionBadge(props: {
  condition: TrackerCreature['conditions'][number];
  state: TrackerState;
  text: TrackerText;
  info: ConditionText | undefined;
  moot: string | undefined;
}): JSX.Element {
  const { condition, text, info, moot } = props;
  const name = info?.name ?? condition.condition;
  const label = moot
    ? text.t('tracker.conditions.moot', { condition: name })
    : withRounds(text, props.state, name, condition.expires);
  return (
    <li
      class={`tracker-badge tracker-badge--condition${moot ? ' tracker-badge--moot' : ''}`}
      data-condition={condition.condition}
      data-moot={moot ? 'true' : undefined}
      title={moot}
    >
      <details class="tracker-badge__rule">
        <summary aria-label={text.t('tracker.badge.open', { label })}>{label}</summary>
        {info ? (
          <div class="tracker-badge__definition" data-testid={`tracker-rule-${condition.id}`}>
            <p lang={info.definitionLang}>{info.definition}</p>
            <a href={info.href}>{text.t('tracker.badge.rule', { condition: name })}</a>
          </div>
        ) : null}
      </details>
    </li>
  );
}

/** Pips for a use of a few (●●○: two left of three); none past this many, the count says it. */
const MAX_PIPS = 6;

/**
 * A use as a badge one tap spends ("Legendary 3/3" ●●●): the core's spendUse; it comes back as the
 * file says (its `resets`: the start of each round or of its turn, the core's resetUses).
 */
function UseBadge(props: {
  creatureId: string;
  use: NonNullable<TrackerCreature['uses']>[number];
  text: TrackerText;
  apply: Apply | undefined;
}): JSX.Element {
  const { use, text, apply } = props;
  const { t, n } = text;
  const line = t('tracker.uses.line', { name: use.name, left: n(use.left), max: n(use.max) });
  const pips = use.max <= MAX_PIPS ? '●'.repeat(use.left) + '○'.repeat(use.max - use.left) : '';
  return (
    <li class="tracker-badge tracker-badge--use" data-testid={`tracker-use-badge-${use.id}`}>
      {apply ? (
        <button
          type="button"
          aria-label={t('tracker.uses.spendFrom', { line })}
          disabled={use.left === 0}
          onClick={() => apply((s) => spendUse(s, props.creatureId, use.id))}
        >
          {line}
          {pips ? <span aria-hidden="true"> {pips}</span> : null}
        </button>
      ) : (
        line
      )}
    </li>
  );
}

/** A creature's state as text badges under its line (never colour alone); a dead creature shows only that. */
export function CreatureBadges(props: {
  creature: TrackerCreature;
  state: TrackerState;
  text: TrackerText;
  conditions: readonly ConditionText[];
  /** Spends a use from its badge (absent: the badges are text only). */
  apply?: Apply;
}): JSX.Element | null {
  const { creature, state, text } = props;
  const { t, n } = text;
  const status = statusText(creature, text);
  const alive = !creature.dead;
  const speed = alive ? creatureSpeed(creature) : null;
  const speedChanged = speed !== null && speed.speed !== speed.base;
  const conditions = alive ? creature.conditions : [];
  const effects = alive ? (creature.effects ?? []) : [];
  const moot = mootConditions(creature);
  const exhausted = alive && creature.exhaustion > 0;
  const owed = creature.concentrationChecks.length > 0;
  const uses = alive ? (creature.uses ?? []) : [];
  const listed = uses.length + conditions.length + effects.length > 0;
  if (!listed && !status && !creature.concentrating && !speedChanged && !exhausted) return null;
  return (
    <ul class="tracker-badges" aria-label={t('tracker.conditions.title')}>
      {status ? <li class="tracker-status">{status}</li> : null}
      {conditions.map((one) => {
        const why = moot.get(one.id);
        return (
          <ConditionBadge
            key={one.id}
            condition={one}
            state={state}
            text={text}
            info={props.conditions.find((c) => c.id === one.condition)}
            moot={why ? text.cause(why) : undefined}
          />
        );
      })}
      {effects.map((one) => (
        <li key={one.id} class="tracker-badge tracker-badge--effect" data-effect={one.name}>
          {withRounds(
            text,
            state,
            t('tracker.effects.badge', { effect: one.name, dice: one.dice.replace(/-/g, '−') }),
            one.expires,
          )}
        </li>
      ))}
      {exhausted ? (
        <li class="tracker-badge">{t('tracker.exhaustion.badge', { level: n(creature.exhaustion) })}</li>
      ) : null}
      {creature.concentrating ? <li class="tracker-badge">{t('tracker.concentration.label')}</li> : null}
      {uses.map((use) => (
        <UseBadge key={use.id} creatureId={creature.id} use={use} text={text} apply={props.apply} />
      ))}
      {owed ? (
        <li class="tracker-badge tracker-badge--owed" data-testid={`tracker-owed-badge-${creature.id}`}>
          {t('tracker.concentration.owedBadge')}
        </li>
      ) : null}
      {speedChanged ? (
        <li class="tracker-badge" data-testid={`tracker-speed-${creature.id}`}>
          {t('tracker.speed.value', { feet: n(speed.speed) })}
        </li>
      ) : null}
    </ul>
  );
}

/** A character at 0 HP, neither dead nor Stable: it makes Death Saving Throws. */
export function isDying(creature: TrackerCreature): boolean {
  return creature.kind === 'character' && creature.hp === 0 && !creature.dead && !creature.stable;
}

/** The one status word a creature shows (dead, defeated, Stable, dying, Bloodied), or null. */
export function statusText(creature: TrackerCreature, text: TrackerText): string | null {
  const { t, n } = text;
  if (creature.dead) return t('tracker.status.dead');
  if (creature.defeated) return t('tracker.status.defeated');
  if (creature.stable) return t('tracker.status.stable');
  if (isDying(creature))
    return t('tracker.status.dying', {
      successes: n(creature.deathSaves.successes),
      failures: n(creature.deathSaves.failures),
    });
  return isBloodied(creature.hp, creature.maxHp) ? t('tracker.status.bloodied') : null;
}

/**
 * A creature's Speed as the core's speedWithConditions gives it, with the reasons when its
 * conditions or Exhaustion changed it ("Speed 30 ft (of 40 ft: −10 feet of Speed: Exhaustion level
 * 2)"); null when the table gave it no Speed.
 */
export function speedText(text: TrackerText, creature: TrackerCreature): string | null {
  const { t, n } = text;
  const speed = creatureSpeed(creature);
  if (!speed) return null;
  if (speed.causes.length === 0) return t('tracker.speed.value', { feet: n(speed.speed) });
  return t('tracker.speed.changed', {
    feet: n(speed.speed),
    base: n(speed.base),
    why: speed.causes.map((cause) => text.cause(cause)).join('; '),
  });
}
