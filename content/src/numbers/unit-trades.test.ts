/**
 * A unit written in another's place where both are still named (decision 501), read from the text
 * of content/en/playing-the-game/DamageandHealing.md ("Resting") and its th and zh translations.
 */
import { describe, expect, it } from 'vitest';
import type { BlockText } from './block-texts.ts';
import { quantitySide } from './quantity-side.ts';
import { readQuantities } from './read-quantities.ts';
import { tradedUnit } from './unit-trades.ts';

const ENGLISH =
  'Any creature can take hour-long Short Rests in the midst of a day and an 8-hour Long Rest to end it.';
const ZH = '任何生物都可以在一天之中进行若干次为时 1 小时的短休，并以一次 8 小时的长休来结束这一天。';
const TH = 'สิ่งมีชีวิตทุกตัวสามารถพักสั้นครั้งละหนึ่งชั่วโมงได้หลายครั้งระหว่างวัน และพักยาว 8 ชั่วโมงเพื่อจบวัน';

const block = (text: string): BlockText =>
  ({
    block: { index: 0, kind: 'paragraph', line: 1, text },
    text,
    at: () => ({ line: 1, column: 1 }),
  }) as BlockText;
const traded = (translated: string, language: 'th' | 'zh') =>
  tradedUnit(quantitySide([block(ENGLISH)], 'en'), quantitySide([block(translated)], language));

describe('a unit written in the place of another of its kind', () => {
  it('reads "it" after "a day" as a soft day, and no "it" after "8-hour" as an hour', () => {
    const units = readQuantities(ENGLISH, 'en').filter((q) => q.kind === 'unit');
    expect(units.map((q) => [q.value, q.written, q.soft])).toEqual([
      ['time:hour', 'hour', false],
      ['time:day', 'day', false],
      ['time:hour', 'hour', false],
      ['time:day', 'it', true],
    ]);
  });

  it('lets the translations write the day again for "it"', () => {
    expect(traded(ZH, 'zh')).toBeUndefined();
    expect(traded(TH, 'th')).toBeUndefined();
  });

  it('refuses either day written as an hour, at the hour written in', () => {
    for (const [text, language, wrong] of [
      [ZH.replace('一天之中', '一小时之中'), 'zh', '小时'],
      [ZH.replace('这一天', '这一小时'), 'zh', '小时'],
      [TH.replace('ระหว่างวัน', 'ระหว่างชั่วโมง'), 'th', 'ชั่วโมง'],
      [TH.replace('จบวัน', 'จบชั่วโมง'), 'th', 'ชั่วโมง'],
    ] as const) {
      const found = traded(text, language);
      expect(found?.english.written, text).toBe('day');
      expect(found?.translated.written, text).toBe(wrong);
    }
  });

  it('lets a translation name a unit once less ("to end it" without the day)', () => {
    expect(traded(ZH.replace('结束这一天', '结束'), 'zh')).toBeUndefined();
  });
});
