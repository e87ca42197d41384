/**
 * The CLI reads its words through @polyhedral/i18n's loader, as the site and the workbench do: every
 * namespace of the locale with English filling gaps, not a merge of a few files of its own.
 */
import { localeMessages, messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { captureRun } from './capture-run.ts';
import { installCliDerivedLocale } from './derived-locale.ts';
import { tableLabels } from './labels.ts';
import { CLI_LOCALES, cliCause, cliMessage, cliProblem, cliStep } from './messages.ts';

// zh-hant's words, as run() installs them for a zh-hant command line.
installCliDerivedLocale('zh-hant');

describe('the CLI reads through the i18n loader', () => {
  it.each(CLI_LOCALES)('%s: a message of any namespace is the loader’s', (locale) => {
    const messages = localeMessages(locale);
    for (const key of [
      'rules.cli.unknown-flag',
      'dice.expected.operand',
      'table.ability.strength',
      'ui.site.title',
    ])
      expect(cliMessage(locale, key), key).toBe(messages[key]);
    expect(cliMessage(locale, 'no.such.key')).toBeUndefined();
    expect(tableLabels(locale)).toEqual(messagesFor(locale, 'table'));
  });

  it('words steps and causes with the glossary’s condition names and the tables’ ability names', () => {
    // Petrified gives Resistance to all damage (Conditions: Petrified): the step names the condition.
    const step = cliStep('th', {
      code: 'damage.step.resistance-condition',
      params: { condition: 'PetrifiedCondition', before: 9, after: 4 },
    });
    expect(step).toContain(localeMessages('th')['damage.step.resistance-condition']!.split('{{')[0]);
    expect(step).not.toContain('PetrifiedCondition');
    // Paralyzed: automatically fails Strength and Dexterity saving throws.
    const cause = cliCause('zh', {
      code: 'conditions.effect.auto-fail.save',
      params: { abilities: 'strength,dexterity' },
    });
    expect(cause).toContain(localeMessages('zh')['table.ability.strength']);
    expect(cause).toContain(localeMessages('zh')['table.ability.dexterity']);
  });
});

// Sixth reading E13: the CLI filled {{ruleset}} with the option value ("playtest中没有…").
describe('a problem about a ruleset, in the CLI', () => {
  it('names the ruleset and the condition as the tracker does; the typed option stays in the field', () => {
    const problem = {
      code: 'rules.ruleset.no-condition',
      params: { field: 'condition', condition: 'poisoned', ruleset: 'playtest' },
    };
    expect(cliProblem('zh', problem)).toContain('规则集“测试版规则（旧版）”中没有“中毒”状态（condition）');
    expect(cliProblem('th', problem)).toContain('ฉบับทดลองเล่น (รุ่นเก่า)');
    expect(cliProblem('th', problem)).toContain('ติดพิษ');
  });
});

// Issue 101: `--locale zh-Hant` and `--locale zh-TW` were refused; a language tag names one of ours.
describe('--locale takes a language tag naming one of the locales', () => {
  const tablesIn = (locale: string) => captureRun('tables', '--locale', locale);
  it.each([
    ['zh-Hant', 'zh-hant'],
    ['zh-TW', 'zh-hant'],
    ['zh_HK', 'zh-hant'],
    ['ZH-HANT-TW', 'zh-hant'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['th-TH', 'th'],
    ['EN', 'en'],
  ])('%s is %s', (tag, locale) => {
    const asked = tablesIn(tag);
    expect(asked.code).toBe(0);
    expect(asked.stdout).toBe(tablesIn(locale).stdout);
  });

  it.each(['xx', 'zh-', 'thai', ''])('refuses %j, naming the locales', (tag) => {
    const refused = tablesIn(tag);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('en, th, zh, zh-hant');
  });
});
