/**
 * Wording faults the bilingual readings found more than once (the fourth and fifth readings of
 * 2026-11-27): each fixed where it was found, then back in strings written since. Each pattern
 * says what is wrong and what to write instead, so a check can fail with the key and the fix.
 * Terms with a glossary entry are held by their `avoid` lists, interface words by
 * glossary/one-term-per-concept.test.ts (interface-terms.json), zh-Hant words by MAINLAND_WORDS and OpenCC's tables; these are the calques and grammar
 * no single word can hold.
 */
import terms from '../../src/glossary/terms.json' with { type: 'json' };
import type { TranslatedLocale } from '../../src/locales.ts';

/** Every condition's Thai name (ติดพิษ, กลายเป็นหิน …), from the glossary. */
const THAI_CONDITION_NAMES = terms
  .filter((term) => term.category === 'condition')
  .map((term) => term.names.th);

export interface RecurringPattern {
  /** The reading's item(s) that found it. */
  item: string;
  locale: TranslatedLocale;
  /** What the pattern matches in a message template (placeholders as written: `{{ruleset}}`). */
  pattern: RegExp;
  /** What to write instead. */
  fix: string;
}

export const RECURRING_PATTERNS: readonly RecurringPattern[] = [
  {
    item: 'Z2, Z9',
    locale: 'zh',
    pattern: /游戏桌/,
    fix: '本桌 ("the table" that judges is 本桌: 由本桌判断, 本桌判定成立的情形)',
  },
  {
    item: 'Z2, Z9',
    locale: 'zh',
    // A 当…时 / 当…的时候 clause that ends the message (or a message that is only that clause): it is
    // appended after a comma ("…，当检定需要使用动作时"), English word order.
    pattern: /(?:^|[，：；、（])当[^，。；：（）]*(?:的时候|时候|时)[。）]?$/,
    fix: 'drop 当 ("检定需要使用动作时"), or put the 当…时 clause before the sentence it conditions',
  },
  {
    item: 'Z1, Z10',
    locale: 'zh',
    // The ruleset names already say 规则 (测试版规则（旧版）): "{{ruleset}} 规则中", "{{ruleset}}的规则中"
    // double it.
    pattern: /\{\{ruleset\}\}\s*(?:的\s*)?规则/,
    fix: '{{ruleset}}中 (the ruleset names say 规则 themselves)',
  },
  {
    item: 'Z1, Z10',
    locale: 'zh',
    // 规则 twice with at most a bracket, a space or 的 between (规则的规则, 规则（旧版）的规则).
    pattern: /规则(?:（[^）]*）)?\s*(?:的\s*)?规则/,
    fix: 'say 规则 once',
  },
  {
    item: 'T14',
    locale: 'th',
    // ค่าปรับ is a penalty (the glossary's D20Test and Vulnerability); a modifier is ค่าโมดิไฟเออร์.
    // A ค่าปรับ followed by what it modifies (an ability, a roll, initiative, "total") or by a signed
    // number is a modifier; a penalty stands alone or takes ความเสียหาย (a damage adjustment).
    pattern:
      /ค่าปรับ\s*(?:รวม|อินิชิเอทีฟ|ตามสถานการณ์|ความ(?!เสียหาย)|การ|ค่า|พลัง|ทักษะ|[+\-−]\s*\d)|บวกค่าปรับ|\+ ค่าปรับ/,
    fix: 'ค่าโมดิไฟเออร์ (ค่าโมดิไฟเออร์รวม, ค่าโมดิไฟเออร์อินิชิเอทีฟ, บวกค่าโมดิไฟเออร์): ค่าปรับ is a penalty',
  },
  {
    item: 'T8, T16',
    locale: 'th',
    // Thai condition names are verb phrases (ติดพิษ, กลายเป็นหิน): after a preposition, a cause or as a
    // subject they need สภาวะ ("ต่อสภาวะ{{condition}}"), also across a space.
    // ({{by}} is a condition in conditions.cause.immune-from and a reviewer's name elsewhere, which
    // โดย and a space rightly precede.)
    pattern:
      /(?:ต่อ|จาก|มี|ของ)\{\{(?:condition|by|via)\}\}|(?:ต่อ|จาก|มี|ของ|โดย|เพราะ|ใน)\s*\{\{(?:condition|via)\}\}/,
    fix: 'สภาวะ before the condition name (ต่อสภาวะ{{condition}}, จากสภาวะ{{via}})',
  },
  {
    item: 'T16 (sixth reading, section 6)',
    locale: 'th',
    // A condition's name written out after ต่อ/เพราะ/โดย without สภาวะ (every glossary condition).
    pattern: new RegExp(`(?:ต่อ|เพราะ|โดย)\\s*(?:${THAI_CONDITION_NAMES.join('|')})`),
    fix: 'สภาวะ before the condition name (มีภูมิคุ้มกันต่อสภาวะติดพิษ)',
  },
];

/** A pattern found in one text: where, what it matched, the fix. */
export interface PatternFinding {
  where: string;
  item: string;
  found: string;
  fix: string;
}

/** Every recurring pattern of `locale` in the texts (`[where, text]`), in text order. */
export function recurringPatternsIn(
  texts: readonly (readonly [string, string])[],
  locale: TranslatedLocale,
): PatternFinding[] {
  const patterns = RECURRING_PATTERNS.filter((pattern) => pattern.locale === locale);
  return texts.flatMap(([where, text]) =>
    patterns.flatMap(({ item, pattern, fix }) => {
      const match = pattern.exec(text);
      return match ? [{ where, item, found: match[0], fix }] : [];
    }),
  );
}

/** One line per finding: `where: "found" (item): write fix`, what a failing check prints. */
export function describePatternFinding({ where, item, found, fix }: PatternFinding): string {
  return `${where}: "${found}" (reading ${item}); write ${fix}`;
}
