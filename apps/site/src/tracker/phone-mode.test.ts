import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_SETTINGS,
  PhoneModeFields,
  phoneClasses,
  readPhoneSettings,
} from './PhoneModeFields.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

describe('phone mode (issue 91 item 5)', () => {
  it('reads what this device kept; anything else (hand-edited, broken) is the default', () => {
    expect(
      readPhoneSettings(JSON.stringify({ textSize: 'largest', bigTaps: true, keepAwake: false })),
    ).toEqual({
      textSize: 'largest',
      bigTaps: true,
      keepAwake: false,
    });
    expect(readPhoneSettings('{"textSize":"huge","bigTaps":"yes"}')).toEqual(DEFAULT_PHONE_SETTINGS);
    expect(readPhoneSettings('not json')).toEqual(DEFAULT_PHONE_SETTINGS);
    expect(readPhoneSettings('null')).toEqual(DEFAULT_PHONE_SETTINGS);
    expect(phoneClasses({ textSize: 'largest', bigTaps: true, keepAwake: true })).toEqual([
      'tracker--text-largest',
      'tracker--big-taps',
    ]);
  });

  it.each(['th', 'zh-hant'] as const)(
    '%s: the fields and the screen state in words, each state its own',
    (locale) => {
      const text = trackerText(locale, trackerMessages(locale), {});
      const states = ['on', 'off', 'refused', 'unsupported'] as const;
      const shown = states.map((wake) =>
        renderToString(h(PhoneModeFields, { settings: DEFAULT_PHONE_SETTINGS, set: () => {}, wake, text })),
      );
      for (const [index, wake] of states.entries())
        expect(shown[index]).toContain(text.t(`tracker.phone.wake.${wake}`));
      expect(new Set(states.map((wake) => text.t(`tracker.phone.wake.${wake}`))).size).toBe(4);
      expect(shown[0]).toContain(text.t('tracker.phone.textSize.largest'));
      expect(shown[0]).toContain(text.t('tracker.phone.keepAwake'));
    },
  );
});
