import { requireSavedEffect, type SavedEffect } from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { useDeviceList } from './device-list.ts';
import { AsideNote, UnreadNote } from './SavedFights.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Apply } from './use-tracker.ts';
import { XButton } from './XButton.tsx';

/** Where the table's own custom effects live on this device (kept across fights, as the party is). */
export const SAVED_EFFECTS_KEY = 'polyhedral.tracker.effects';

/**
 * The table's saved custom effects (5ET-502): one tap fills the effect form with one (its name,
 * dice and the rolls it changes; the targets and duration are the fight's), and the form's effect
 * can be kept for other fights, checked as the core checks an effect.
 */
export function SavedEffects(props: {
  text: TrackerText;
  /** The panel's apply: a refused effect is said beside the tool, as when it is added. */
  apply: Apply;
  /** The effect in the form now (kept by the button). */
  current: { name: string; dice: string; rolls: readonly string[] };
  onPick: (effect: SavedEffect) => void;
}): JSX.Element {
  const { text } = props;
  const { t } = text;
  const [kept, setKept] = useState<string | null>(null);
  const effects = useDeviceList(SAVED_EFFECTS_KEY, (value) =>
    requireSavedEffect((value ?? {}) as { name: unknown; dice: unknown; rolls: unknown }),
  );
  // Checked through the panel's apply (nothing in the fight changes; a refusal shows beside the tool);
  // the creatures ticked for the effect stay ticked, so it is given next without ticking them again.
  const keep = () =>
    props.apply(
      (state) => {
        const effect = requireSavedEffect(props.current);
        setKept(
          t(effects.keep(effect) ? 'tracker.savedEffects.kept' : 'tracker.fights.notKept', {
            name: effect.name,
          }),
        );
        return state;
      },
      'effects',
      undefined,
      { keepSelection: true },
    );
  return (
    <div class="tracker-saved-effects" data-testid="tracker-saved-effects">
      <AsideNote text={text} list={effects} fileName="polyhedral-saved-effects.txt" />
      <UnreadNote
        text={text}
        unread={effects.unread}
        wordsKey="tracker.savedEffects.unread"
        testId="tracker-saved-effects-unread"
      />
      {effects.items.length > 0 ? (
        <ul class="tracker-fights__list" aria-label={t('tracker.savedEffects.title')}>
          {effects.items.map((effect) => (
            <li key={effect.name}>
              <CalcButton
                label={t('tracker.effects.badge', {
                  effect: effect.name,
                  dice: effect.dice.replace(/-/g, '−'),
                })}
                testId="tracker-saved-effect"
                ariaLabel={t('tracker.savedEffects.use', { effect: effect.name })}
                onClick={() => props.onPick(effect)}
              />
              <span class="calc-hint">
                {text.list(effect.rolls.map((roll) => t(`tracker.effects.roll.${roll}`)))}
              </span>
              <XButton
                label={t('tracker.savedEffects.remove', { effect: effect.name })}
                onClick={() => effects.remove(effect.name)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <CalcButton label={t('tracker.savedEffects.keep')} testId="tracker-saved-effect-keep" onClick={keep} />
      {kept ? (
        <p class="calc-hint" role="status">
          {kept}
        </p>
      ) : null}
    </div>
  );
}
