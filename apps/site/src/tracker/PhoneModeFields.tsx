import type { JSX } from 'preact';
import { CheckboxField, SelectField } from '../calculators/shared/fields.tsx';
import { type PhoneSettings, TEXT_SIZES, type TextSize } from './phone-mode.ts';
import type { TrackerText } from './tracker-text.ts';
import type { WakeState } from './use-wake-lock.ts';

/**
 * Phone mode: the tracker's text size (the page reflows at the phone's width rather than being
 * pinch-zoomed), larger taps, and keeping the screen awake during a fight, with its state in words.
 */
export function PhoneModeFields(props: {
  settings: PhoneSettings;
  set: (next: Partial<PhoneSettings>) => void;
  wake: WakeState;
  text: TrackerText;
}): JSX.Element {
  const { settings, text } = props;
  const { t } = text;
  return (
    <fieldset class="tracker-phone" data-testid="tracker-phone">
      <legend>{t('tracker.phone.title')}</legend>
      <SelectField
        id="tracker-text-size"
        label={t('tracker.phone.textSize')}
        value={settings.textSize}
        options={TEXT_SIZES.map((size) => ({ value: size, label: t(`tracker.phone.textSize.${size}`) }))}
        onChange={(value) => props.set({ textSize: value as TextSize })}
      />
      <CheckboxField
        id="tracker-big-taps"
        label={t('tracker.phone.bigTaps')}
        checked={settings.bigTaps}
        onChange={(on) => props.set({ bigTaps: on })}
      />
      <CheckboxField
        id="tracker-keep-awake"
        label={t('tracker.phone.keepAwake')}
        checked={settings.keepAwake}
        onChange={(on) => props.set({ keepAwake: on })}
      />
      <p class="calc-hint" data-testid="tracker-wake-state" data-wake={props.wake}>
        {t(`tracker.phone.wake.${props.wake}`)}
      </p>
    </fieldset>
  );
}
