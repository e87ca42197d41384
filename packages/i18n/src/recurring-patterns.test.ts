/**
 * The readings' recurring faults (recurring-patterns.ts) in no Thai or Chinese text: every UI and
 * CLI string (resources/<locale>/*.json), every glossary definition, and every zh message that
 * takes a ruleset rendered with each ruleset's name (where 规则 doubled: Z1, Z10). A failure names
 * the key, what it matched, the reading's item and what to write.
 */
import { describe, expect, it } from 'vitest';
import {
  describePatternFinding,
  RECURRING_PATTERNS,
  recurringPatternsIn,
} from '../test/support/recurring-patterns.ts';
import { formatMessage } from './format-message.ts';
import { glossaryDefinitions } from './glossary/index.ts';
import { TRANSLATED_LOCALES, type TranslatedLocale } from './locales.ts';
import { messagesFor } from './messages-for.ts';

/** Every text of a locale to read: its strings by key, its definitions by term id. */
function textsOf(locale: TranslatedLocale): [string, string][] {
  return [
    ...Object.entries(messagesFor(locale, '')),
    ...Object.entries(glossaryDefinitions[locale]).map(([id, text]): [string, string] => [
      `definition ${id}`,
      text,
    ]),
  ];
}

/** Every message that takes `{{ruleset}}`, rendered with each ruleset's name of the locale. */
function withRulesetNames(locale: TranslatedLocale): [string, string][] {
  const messages = messagesFor(locale, '');
  const names = Object.entries(messagesFor(locale, 'calc.common.ruleset')).filter(([key]) =>
    key.startsWith('calc.common.ruleset.'),
  );
  return Object.entries(messages)
    .filter(([, text]) => text.includes('{{ruleset}}'))
    .flatMap(([key]) =>
      names.map(([nameKey, name]): [string, string] => [
        `${key} (ruleset: ${nameKey})`,
        formatMessage(messages, key as never, { ruleset: name }, locale),
      ]),
    );
}

describe('the readings’ recurring faults stay out (fourth and fifth readings of 2026-11-27)', () => {
  it.each(TRANSLATED_LOCALES)('no %s string, CLI message or definition holds one', (locale) => {
    const texts = [...textsOf(locale), ...withRulesetNames(locale)];
    expect(texts.length).toBeGreaterThan(2000);
    expect(recurringPatternsIn(texts, locale).map(describePatternFinding)).toEqual([]);
  });

  it('renders the ruleset messages with every ruleset name (the doubled 规则 showed only there)', () => {
    const rendered = withRulesetNames('zh');
    expect(rendered.length).toBeGreaterThanOrEqual(10);
    expect(rendered.map(([, text]) => text).join('\n')).toContain('规则集“测试版规则（旧版）”中没有');
  });

  // Each pattern, broken once: the text the reading found fails with its key and the fix.
  it.each([
    ['zh', 'calc.common.judged', '游戏桌判定成立的情形', '游戏桌', '本桌'],
    [
      'zh',
      'conditions.judgement.check-uses-action',
      '当检定需要使用动作时',
      '当检定需要使用动作时',
      'drop 当',
    ],
    [
      'zh',
      'conditions.cause.judgement',
      '未计入，由本桌判断：失能（因石化），当检定需要使用动作时',
      '，当检定需要使用动作时',
      'drop 当',
    ],
    [
      'zh',
      'rules.ruleset.no-condition',
      '{{ruleset}} 规则中没有“{{condition}}”状态',
      '{{ruleset}} 规则',
      '{{ruleset}}中',
    ],
    ['zh', 'rendered', '测试版规则（旧版） 规则中没有“醉酒”状态', '规则（旧版） 规则', 'say 规则 once'],
    ['th', 'calc.initiative.bonus', 'ค่าปรับอินิชิเอทีฟ', 'ค่าปรับอินิชิเอทีฟ', 'ค่าโมดิไฟเออร์อินิชิเอทีฟ'],
    ['th', 'calc.attack-damage.damage.hint', 'ลูกเต๋าบวกค่าปรับ เช่น 1d8+3', 'บวกค่าปรับ', 'บวกค่าโมดิไฟเออร์'],
    [
      'th',
      'conditions.cause.immune',
      'ไม่ได้รับผล: มีภูมิคุ้มกันต่อ{{condition}}',
      'ต่อ{{condition}}',
      'ต่อสภาวะ{{condition}}',
    ],
  ] as const)(
    '%s %s: the reading’s text fails, naming the key and the fix',
    (locale, key, text, found, fix) => {
      const findings = recurringPatternsIn([[key, text]], locale);
      expect(findings.map(({ found }) => found)).toEqual([found]);
      const line = describePatternFinding(findings[0]!);
      expect(line).toContain(`${key}: "${found}"`);
      expect(line).toContain(fix);
    },
  );

  // The sixth reading (section 6): close variants the exact forms missed.
  it.each([
    ['zh', '{{ruleset}}的规则中没有“{{condition}}”状态', '{{ruleset}}的规则'],
    ['zh', '测试版规则（旧版）的规则中没有“中毒”状态', '规则（旧版）的规则'],
    ['zh', '这是规则的规则', '规则的规则'],
    ['zh', '未计入，由本桌判断：失能（因石化），当检定需要使用动作的时候', '，当检定需要使用动作的时候'],
    ['th', 'ค่าปรับความคล่องแคล่ว', 'ค่าปรับความ'],
    ['th', 'ค่าปรับการโจมตี +5', 'ค่าปรับการ'],
    ['th', 'ค่าปรับ +2', 'ค่าปรับ +2'],
    ['th', 'ไม่ได้รับผล: มีภูมิคุ้มกันต่อ {{condition}}', 'ต่อ {{condition}}'],
    ['th', 'ไม่มีการโจมตี เพราะ{{condition}}', 'เพราะ{{condition}}'],
    ['th', 'ถูกควบคุมโดย{{condition}}', 'โดย{{condition}}'],
    ['th', 'ไม่ได้รับผล: มีภูมิคุ้มกันต่อติดพิษ', 'ต่อติดพิษ'],
  ] as const)('%s "%s" fails, matching "%s"', (locale, text, found) => {
    expect(recurringPatternsIn([['k', text]], locale).map((finding) => finding.found)).toContain(found);
  });

  it('lets the right forms pass: a 当…时 clause that leads its sentence, ค่าปรับ for a penalty, สภาวะ before a name', () => {
    expect(recurringPatternsIn([['k', 'ค่าปรับความเสียหาย']], 'th')).toEqual([]);
    expect(recurringPatternsIn([['k', 'เพราะสภาวะ{{condition}}']], 'th')).toEqual([]);
    expect(recurringPatternsIn([['k', '当你在规则中看到“检定”时，它指的是属性检定。']], 'zh')).toEqual([]);
    expect(recurringPatternsIn([['k', '当恐惧来源在视线内时，你的检定具有劣势。']], 'zh')).toEqual([]);
    expect(recurringPatternsIn([['k', '由本桌判断']], 'zh')).toEqual([]);
    expect(recurringPatternsIn([['k', '…และโบนัสหรือค่าปรับอื่น ๆ']], 'th')).toEqual([]);
    expect(recurringPatternsIn([['k', 'มีภูมิคุ้มกันต่อสภาวะ{{condition}}']], 'th')).toEqual([]);
    expect(new Set(RECURRING_PATTERNS.map(({ locale }) => locale))).toEqual(new Set(['th', 'zh']));
  });
});
