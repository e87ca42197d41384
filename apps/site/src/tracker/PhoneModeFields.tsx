import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { deviceStorage } from '../calculators/shared/device-storage.ts';
import { CheckboxField, SelectField } from '../calculators/shared/fields.tsx';
import type { TrackerText } from './tracker-text.ts';

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

/** Where the table's phone settings live on this device (apart from the fight: they outlive it). */
export const PHONE_MODE_STORAGE_KEY = 'polyhedral.tracker.phoneMode';

export const TEXT_SIZES = ['normal', 'large', 'largest'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** The tracker's phone settings: its text size (it reflows, no pinch-zoom), larger taps, the screen kept awake. */
export interface PhoneSettings {
  readonly textSize: TextSize;
  readonly bigTaps: boolean;
  readonly keepAwake: boolean;
}

export const DEFAULT_PHONE_SETTINGS: PhoneSettings = { textSize: 'normal', bigTaps: false, keepAwake: true };

/** The stored settings as this device kept them; anything else in the text (hand-edited) is left out. */
export function readPhoneSettings(text: string | null): PhoneSettings {
  if (!text) return DEFAULT_PHONE_SETTINGS;
  try {
    const input = JSON.parse(text) as Record<string, unknown>;
    if (typeof input !== 'object' || input === null) return DEFAULT_PHONE_SETTINGS;
    return {
      textSize: (TEXT_SIZES as readonly unknown[]).includes(input.textSize)
        ? (input.textSize as TextSize)
        : DEFAULT_PHONE_SETTINGS.textSize,
      bigTaps: input.bigTaps === true,
      keepAwake: input.keepAwake !== false,
    };
  } catch {
    return DEFAULT_PHONE_SETTINGS;
  }
}

export function phoneClasses(settings: PhoneSettings): string[] {
  return [
    settings.textSize === 'normal' ? '' : `tracker--text-${settings.textSize}`,
    settings.bigTaps ? 'tracker--big-taps' : '',
  ].filter(Boolean);
}

/** The phone settings as the page holds them, read once after hydration and kept on each change. */
export function usePhoneSettings(): { settings: PhoneSettings; set: (next: Partial<PhoneSettings>) => void } {
  const [settings, setSettings] = useState<PhoneSettings>(DEFAULT_PHONE_SETTINGS);
  useEffect(() => {
    setSettings(readPhoneSettings(deviceStorage()?.getItem(PHONE_MODE_STORAGE_KEY) ?? null));
  }, []);
  const set = (next: Partial<PhoneSettings>) => {
    const merged = { ...settings, ...next };
    setSettings(merged);
    try {
      deviceStorage()?.setItem(PHONE_MODE_STORAGE_KEY, JSON.stringify(merged));
    } catch {
      // Not kept on this device (private mode, full): the setting holds for this visit.
    }
  };
  return { settings, set };
}

export type WakeState = 'on' | 'off' | 'refused' | 'unsupported';

interface WakeLockSentinelLike {
  release: () => Promise<void>;
  addEventListener: (type: 'release', listener: () => void) => void;
}

/**
 * Keeps the screen awake while `wanted` (a fight runs and the table has not turned it off), through
 * the Screen Wake Lock API where the browser has it; asks again when the page comes back into view
 * (the browser releases the lock when it is hidden) and releases it when no longer wanted.
 */
export function useWakeLock(wanted: boolean): WakeState {
  const [state, setState] = useState<WakeState>('off');
  useEffect(() => {
    const api = (
      navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> } }
    ).wakeLock;
    if (!api) {
      setState('unsupported');
      return;
    }
    if (!wanted) {
      setState('off');
      return;
    }
    let lock: WakeLockSentinelLike | null = null;
    let done = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      api
        .request('screen')
        .then((sentinel) => {
          if (done) {
            void sentinel.release();
            return;
          }
          lock = sentinel;
          setState('on');
          sentinel.addEventListener('release', () => {
            if (!done) setState('off');
          });
        })
        .catch(() => setState('refused'));
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, [wanted]);
  return state;
}
