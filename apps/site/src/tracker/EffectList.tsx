import { removeEffect, type TrackerEffect, type TrackerState } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import type { TrackerText } from './tracker-text.ts';
import { XButton } from './XButton.tsx';

/**
 * A creature's custom effects (Bless +1d4 on attack rolls and saving throws, until when): on the
 * game master's tracker with a remove button, in the players' read-only view (no `apply`) without.
 * Nothing when it has none.
 */
export function EffectList(props: {
  creature: { id: string; name: string; effects?: readonly TrackerEffect[] };
  text: TrackerText;
  apply?: (change: (state: TrackerState) => TrackerState) => void;
}): JSX.Element | null {
  const { creature, text, apply } = props;
  const { t, n } = text;
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
              until:
                effect.expires.kind === 'until-removed'
                  ? t('tracker.conditions.until.until-removed')
                  : t(`tracker.conditions.until.${effect.expires.kind}`, {
                      name: effect.expires.creatureName,
                      round: n(effect.expires.round),
                    }),
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
