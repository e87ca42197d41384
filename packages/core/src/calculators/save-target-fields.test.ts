import { describe, expect, it } from 'vitest';
import { captureRun } from '../cli/capture-run.ts';
import { PLAIN_SAVE_TARGET, type SaveTarget } from '../rules/save-half-input.ts';
import { saveHalfCalculator } from './kinds/save-half.ts';
import { SAVE_TARGET_FIELDS, SAVE_TARGET_KEYS } from './save-target-fields.ts';
import { formatSaveTarget, parseSaveTarget } from './save-target-syntax.ts';

/**
 * A save-for-half target's fields (rule HalfDamage with DamageagainstMultipleTargets: "each
 * target makes its own saving throw", with its own cover, defenses and conditions) are one list
 * in the registry: the text keys, `--help` and the site's card come from it (issue 61).
 */

/** A target with one field set away from the plain target's value. */
const SET: Readonly<Record<string, Partial<SaveTarget>>> = {
  saveBonus: { saveBonus: -3 },
  mode: { mode: 'disadvantage' },
  cover: { cover: 'three-quarters' },
  conditions: { conditions: ['PetrifiedCondition', 'PoisonedCondition'] },
  exhaustion: { exhaustion: 4 },
  resist: { resist: ['fire', 'cold'] },
  vulnerable: { vulnerable: ['thunder'] },
  immune: { immune: ['poison'] },
};

describe('save-half target fields: one list for the text, --help and the card', () => {
  it('the save-half targets parameter carries the fields', () => {
    const targets = saveHalfCalculator.params.find((param) => param.name === 'targets');
    expect(targets?.type === 'save-targets' && targets.fields).toBe(SAVE_TARGET_FIELDS);
    expect(SAVE_TARGET_KEYS).toEqual([
      'save',
      'adv',
      'dis',
      'cover',
      'cond',
      'exh',
      'resist',
      'vuln',
      'immune',
    ]);
  });

  it('--help lists every target key, in English, Thai and Chinese', () => {
    for (const locale of ['en', 'th', 'zh']) {
      const help = captureRun('calc', 'save-half', '--help', '--locale', locale).stdout;
      const line = help.split('\n').find((one) => one.includes('--targets'))!;
      for (const key of SAVE_TARGET_KEYS)
        expect(line, `${locale} ${key}`).toMatch(new RegExp(`\\b${key}\\b`));
      // The choices come from the fields: every condition and the Exhaustion limits.
      expect(line).toContain('petrified');
      expect(line).toContain('exh=0..5');
    }
  });

  it.each(SAVE_TARGET_FIELDS.map((field) => [field.target, field] as const))(
    '%s: written with its key and read back',
    (target, field) => {
      const changed: SaveTarget = { ...PLAIN_SAVE_TARGET, saveBonus: 1, ...SET[target] };
      const text = formatSaveTarget(changed);
      expect(field.keys.some((key) => text.split(',').some((token) => token.split('=')[0] === key))).toBe(
        true,
      );
      expect(parseSaveTarget(text)).toEqual(changed);
    },
  );

  it('the text holds no key the fields do not list', () => {
    const everything: SaveTarget = Object.assign({ ...PLAIN_SAVE_TARGET }, ...Object.values(SET));
    const keys = formatSaveTarget(everything)
      .split(',')
      .map((token) => token.split('=')[0]!);
    for (const key of keys) expect(SAVE_TARGET_KEYS).toContain(key);
    expect(parseSaveTarget('save=+1,speed=30')).toBeUndefined();
  });
});
