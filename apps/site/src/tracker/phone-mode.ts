import { useEffect, useState } from 'preact/hooks';
import { deviceStorage } from '../calculators/shared/device-storage.ts';

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

/** The classes the tracker's root takes for these settings (tracker.css). */
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
