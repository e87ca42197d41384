/**
 * The fifth bilingual reading (`shared reviews/th-zh-hant-2026-11-27-fifth.md`): each applied wording
 * fix that no avoid list, interface word, word correction or recurring pattern holds, by its item,
 * key and the words it must and must not say. The patterns that came back a second time are held
 * for every string by recurring-patterns.test.ts (游戏桌, a trailing 当…时, the doubled 规则,
 * ค่าปรับ for a modifier, a condition without สภาวะ), the approval word by glossary/one-term-per-concept.test.ts
 * (认可) and the zh-Hant words by MAINLAND_WORDS (zh-hant/mainland-words.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { describeReadingFixes, type ReadingFix } from '../test/support/reading-fixes.ts';
import type { WrittenLocale } from './locales.ts';
import { messagesFor } from './messages-for.ts';
import { convertMessage } from './zh-hant/convert-messages.ts';
import handWritten from './zh-hant/hand-written-strings.json' with { type: 'json' };

const EACH: readonly WrittenLocale[] = ['en', 'th', 'zh'];

const FIXES: readonly ReadingFix[] = [
  // E4: the tool applies Resistance, Vulnerability and Immunity; it does not get past them.
  {
    item: 'E4',
    locale: 'en',
    key: 'tracker.attack.intro',
    says: ['Resistance, Vulnerability and Immunity'],
    not: ['goes through'],
  },
  {
    item: 'E4',
    locale: 'th',
    key: 'tracker.attack.intro',
    says: ['ความต้านทาน ความเปราะบาง และภูมิคุ้มกัน'],
    not: ['ผ่านการป้องกัน'],
  },
  { item: 'E4', locale: 'zh', key: 'tracker.attack.intro', says: ['抗性、易伤与免疫结算'], not: ['经过'] },
  // E5: the Playtest rules the definitions left out (seed 004, Conditions).
  ...EACH.map(
    (locale): ReadingFix => ({
      item: 'E5',
      locale,
      key: 'definition IntoxicatedCondition',
      says: [
        'DC 10',
        ({ en: 'Constitution check', th: 'ทอยทดสอบความอดทน', zh: '体质检定' } as const)[locale],
      ],
      not: [],
    }),
  ),
  {
    item: 'E5',
    locale: 'en',
    key: 'definition EtherealCondition',
    says: ['pass through creatures and objects', 'Blinded while inside an object'],
    not: [],
  },
  {
    item: 'E5',
    locale: 'th',
    key: 'definition EtherealCondition',
    says: ['เคลื่อนที่ผ่านสิ่งมีชีวิตและวัตถุ', 'สภาวะตาบอด'],
    not: [],
  },
  {
    item: 'E5',
    locale: 'zh',
    key: 'definition EtherealCondition',
    says: ['穿过非灵体的生物和物件', '目盲'],
    not: [],
  },
  // E6: the reader's words for the provenance; no seed number.
  ...EACH.map(
    (locale): ReadingFix => ({
      item: 'E6',
      locale,
      key: 'conditions.source.srd-glossary',
      says: [
        ({ en: 'this site does not translate', th: 'เว็บไซต์นี้ไม่ได้แปล', zh: '本站未翻译' } as const)[locale],
      ],
      not: ['seeds', 'คลังนี้', '仓库'],
    }),
  ),
  ...EACH.map(
    (locale): ReadingFix => ({
      item: 'E6',
      locale,
      key: 'conditions.source.playtest',
      says: ['{{heading}}'],
      not: ['seed', '{{lines}}'],
    }),
  ),
  // E7 / T14: one name for the Initiative number, the modifier word.
  ...(['calc.initiative.bonus', 'tracker.add.initiativeBonus'] as const).flatMap((key) => [
    { item: 'E7', locale: 'en', key, says: ['Initiative modifier'], not: [] } as ReadingFix,
    { item: 'T14', locale: 'th', key, says: ['ค่าโมดิไฟเออร์อินิชิเอทีฟ'], not: ['ค่าปรับ', 'โบนัส'] } as ReadingFix,
    { item: 'E7', locale: 'zh', key, says: ['先攻调整值'], not: ['先攻加值'] } as ReadingFix,
  ]),
  // E8: a definition's approve hint names a definition.
  ...EACH.map(
    (locale): ReadingFix => ({
      item: 'E8',
      locale,
      key: 'ui.review.definition.approveHint',
      says: [({ en: 'the definition', th: 'นิยามนี้', zh: '此定义' } as const)[locale]],
      not: [],
    }),
  ),
  // E9: all four ways Concentration ends, and ending it at will.
  {
    item: 'E9',
    locale: 'en',
    key: 'definition Concentration',
    says: ['starting another effect that needs Concentration', 'end it at any time'],
    not: [],
  },
  {
    item: 'E9',
    locale: 'th',
    key: 'definition Concentration',
    says: ['เริ่มผลอื่นที่ต้องใช้สมาธิ', 'ทุกเมื่อ'],
    not: [],
  },
  {
    item: 'E9',
    locale: 'zh',
    key: 'definition Concentration',
    says: ['开始另一个需要专注的效应', '随时结束专注', '借由集中注意力'],
    not: ['通过集中'],
  },
  {
    item: 'T16',
    locale: 'th',
    key: 'conditions.cause.immune-from',
    says: ['สภาวะ{{condition}}', 'สภาวะ{{by}}ทำให้'],
    not: [],
  },
  {
    item: 'T16',
    locale: 'th',
    key: 'conditions.cause.cannot-attack-charmer',
    says: ['ผู้ที่มีสภาวะ{{condition}}โจมตี'],
    not: [],
  },
  { item: 'T17', locale: 'th', key: 'tracker.undo.done', says: ['{{action}} (ค่าพลังชีวิต'], not: [] },
  {
    item: 'T18',
    locale: 'th',
    key: 'tracker.undo.list',
    says: ['การกระทำล่าสุด {{count, number}} รายการ'],
    not: [],
  },
  {
    item: 'T19',
    locale: 'th',
    key: 'tracker.concentration.endedEffects',
    says: ['ที่มีต่อ {{targets}}'],
    not: ['สิ้นสุดบน'],
  },
  { item: 'T19', locale: 'th', key: 'tracker.undo.action.effect', says: ['ที่ให้กับ'], not: [' บน '] },
  {
    item: 'T19',
    locale: 'th',
    key: 'tracker.concentration.reason.dropped',
    says: ['ยกเลิกเอง'],
    not: ['ด้วยมือ'],
  },
  {
    item: 'T20',
    locale: 'th',
    key: 'tracker.attack.damageRolled',
    says: ['ทอยได้ {{faces}} เป็นความเสียหาย'],
    not: [],
  },
  { item: 'T21', locale: 'th', key: 'tracker.check.title', says: ['การทอยทดสอบ'], not: [] },
  {
    item: 'T22',
    locale: 'th',
    key: 'ui.review.approveNot.current',
    says: ['ทำเครื่องหมายว่าตรวจทานแล้ว'],
    not: ['รับรองการตรวจทาน'],
  },
  {
    item: 'T23',
    locale: 'th',
    key: 'content.diff.no-git',
    says: ['จึงค้นในประวัติ git ต่อไม่ได้'],
    not: ['ให้ค้นต่อ'],
  },
  { item: 'T24', locale: 'th', key: 'dice.note.variable', says: ['“ตัวละครของฉัน”'], not: [] },
  {
    item: 'Z8',
    locale: 'zh',
    key: 'ui.review.honest',
    // The sixth reading (Z18) made the maintainer's act 接受: 由维护者决定是否接受.
    says: ['签名的认可，才会把小节标记为已审校；其他认可都作为建议送达，由维护者决定是否接受。'],
    not: [],
  },
  // The sixth reading (Z19): 原文 is also the English original on this page, so 按原样认可.
  { item: 'Z8, Z19', locale: 'zh', key: 'ui.review.approve', says: ['认可'], not: ['确认'] },
  { item: 'Z8, Z19', locale: 'zh', key: 'ui.review.kind.approved', says: ['已按原样认可'], not: ['确认'] },
  {
    item: 'Z11',
    locale: 'zh',
    key: 'definition EtherealCondition',
    says: ['仅限测试版规则：'],
    not: ['试玩'],
  },
  {
    item: 'Z11',
    locale: 'zh',
    key: 'definition IntoxicatedCondition',
    says: ['仅限测试版规则：'],
    not: ['试玩'],
  },
  { item: 'Z11', locale: 'zh', key: 'ui.attribution.translations', says: ['测试版规则'], not: ['试玩'] },
  { item: 'Z12', locale: 'zh', key: 'tracker.add.maxHpDice', says: ['每个生物分别掷'], not: ['副本'] },
  { item: 'Z12', locale: 'zh', key: 'tracker.add.hpRolled', says: ['每个生物一个'], not: ['副本'] },
  { item: 'Z13', locale: 'zh', key: 'tracker.check.intro', says: ['以 DC 为目标的属性检定'], not: ['对抗'] },
  { item: 'Z14', locale: 'zh', key: 'conditions.cause.damage-halved', says: ['受到的伤害减半'], not: [] },
  {
    item: 'Z15',
    locale: 'zh',
    key: 'handback.import.reason.unsigned',
    says: ['仅输入名字不算审校'],
    not: ['授予'],
  },
  { item: 'Z16', locale: 'zh', key: 'tracker.creature.kindLine', says: ['{{label}}：{{kind}}'], not: [] },
  { item: 'Z16', locale: 'en', key: 'tracker.creature.kindLine', says: ['{{label}}: {{kind}}'], not: [] },
];

describeReadingFixes(
  'fifth bilingual reading (th-zh-hant-2026-11-27-fifth): the applied wording holds',
  FIXES,
);

/**
 * H5: the site search is 搜尋 in zh-Hant, by hand-written strings (搜索 is the Search action's one
 * name, so no word correction can say it). Each is the converted zh string with 搜索 → 搜尋 and
 * nothing else: a change to the zh string shows here until the hand-written one follows it.
 */
const SITE_SEARCH_KEYS = [
  'ui.search.pagefind.searchLabel',
  'ui.search.pagefind.searching',
  'ui.search.pagefind.searchSuggestion',
  'offline.download.size',
  'offline.page.description',
  'offline.page.intro',
  'offline.search.notDownloaded',
] as const;

describe('fifth reading H5: the site search says 搜尋 in zh-Hant', () => {
  it.each(SITE_SEARCH_KEYS)('%s is its converted zh string with 搜尋 for the site search', (key) => {
    const zh = messagesFor('zh', key)[key]!;
    expect(zh).toContain('搜索');
    const written = (handWritten as Record<string, string>)[key];
    expect(written, `hand-written ${key}: write the converted zh string with 搜尋`).toBe(
      convertMessage(zh).replaceAll('搜索', '搜尋'),
    );
  });
});
