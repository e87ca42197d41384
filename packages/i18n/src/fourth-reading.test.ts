/**
 * The fourth bilingual reading (`shared reviews/th-zh-hant-2026-11-27.md`): each applied wording
 * fix that no avoid list or word correction can hold (the old form is also a part of right text,
 * or is no game term) is held here, by its item, key and the words it must and must not say.
 * The term fixes are held by the glossary's avoid lists (glossary-wording.test.ts) and the zh-Hant
 * ones by word corrections (zh-hant/mainland-words.test.ts).
 */
import { describeReadingFixes, type ReadingFix } from '../test/support/reading-fixes.ts';

const FIXES: readonly ReadingFix[] = [
  // E1: Can't Approach is its own effect, not tied to line of sight (SRD 5.2 Frightened; the core's
  // `cannot-approach` effect has no judgement). The in-sight clause comes after Disadvantage.
  {
    item: 'E1',
    locale: 'en',
    key: 'definition FrightenedCondition',
    says: [
      'while the source of your fear is within line of sight, and',
      'move closer to the source of your fear',
    ],
    not: ['While the source', 'closer to it'],
  },
  {
    item: 'E1',
    locale: 'th',
    key: 'definition FrightenedCondition',
    says: ['การทอยโจมตีขณะที่ต้นเหตุของความกลัวอยู่ในแนวสายตา และคุณเคลื่อนที่เข้าใกล้ต้นเหตุของความกลัวโดยสมัครใจไม่ได้'],
    not: ['ระยะสายตา', 'จงใจ'],
  },
  {
    item: 'E1',
    locale: 'zh',
    key: 'definition FrightenedCondition',
    says: ['具有劣势；此外，你不能自愿靠近恐惧来源。'],
    not: ['并且你不能自愿向其靠近'],
  },
  // E2: adv and dis each mean one of the two keep forms, not each other.
  ...(['en', 'th', 'zh'] as const).map(
    (locale): ReadingFix => ({
      item: 'E2',
      locale,
      key: 'dice.syntax.advantage-word',
      says: ['1d20adv', '1d20dis'],
      not: ['mean the same)', 'มีความหมายเดียวกัน)', '1d20dis 含义相同'],
    }),
  ),
  // E3: a hit from an attacker within 5 feet.
  {
    item: 'E3',
    locale: 'en',
    key: 'conditions.cause.critical-within-5-feet',
    says: ['A hit is a Critical Hit', 'attacker within 5 feet'],
    not: [],
  },
  {
    item: 'E3',
    locale: 'th',
    key: 'conditions.cause.critical-within-5-feet',
    says: ['เมื่อโจมตีโดน', 'ผู้โจมตีอยู่ภายในระยะ 5 ฟุต'],
    not: [],
  },
  {
    item: 'E3',
    locale: 'zh',
    key: 'conditions.cause.critical-within-5-feet',
    says: ['命中即为重击', '攻击者在 5 尺内'],
    not: [],
  },
  { item: 'T1', locale: 'th', key: 'tracker.effects.roll.check', says: ['การทอยทดสอบความสามารถ'], not: [] },
  { item: 'T2', locale: 'th', key: 'tracker.exhaustion.effect', says: ['ระยะเคลื่อนที่ −'], not: ['ความเร็ว'] },
  {
    item: 'T3',
    locale: 'th',
    key: 'calc.ability-modifier.meaning.lowest',
    says: ['หากมีผลใด', 'ผลนั้น'],
    not: ['ผลพิเศษ'],
  },
  {
    item: 'T3',
    locale: 'th',
    key: 'table.ability-scores.meaning.lowest',
    says: ['หากมีผลใด', 'ผลนั้น'],
    not: ['ผลพิเศษ'],
  },
  { item: 'T4', locale: 'th', key: 'conditions.cause.resistance', says: ['ความต้านทาน: '], not: [] },
  { item: 'T4', locale: 'th', key: 'damage.step.resistance-condition', says: ['ความต้านทาน: '], not: [] },
  {
    item: 'T5',
    locale: 'th',
    key: 'conditions.judgement.target-is-charmer',
    says: ['ผู้ที่ทำให้ถูกเสน่ห์'],
    not: [],
  },
  {
    item: 'T5',
    locale: 'th',
    key: 'conditions.effect.cannot.attack-charmer',
    says: ['ผู้ที่ทำให้ถูกเสน่ห์'],
    not: [],
  },
  ...[
    'conditions.effect.advantage.attack-against.within-5-feet',
    'conditions.effect.critical-hit.attack-against.within-5-feet',
  ].map(
    (key): ReadingFix => ({ item: 'T6', locale: 'th', key, says: ['จากภายในระยะ 5 ฟุต'], not: ['จากในระยะ'] }),
  ),
  { item: 'T7', locale: 'th', key: 'conditions.judgement.fear-source-in-sight', says: ['แนวสายตา'], not: [] },
  { item: 'T8', locale: 'th', key: 'quick.conditionRolls', says: ['ผลของสภาวะ{{condition}}'], not: [] },
  { item: 'T8', locale: 'th', key: 'conditions.via', says: ['(จากสภาวะ{{via}})'], not: [] },
  { item: 'T10', locale: 'th', key: 'ui.review.send.unknownStart', says: ['นำเข้าไม่ได้'], not: ['ได้ไม่ได้'] },
  {
    item: 'T11',
    locale: 'th',
    key: 'dice.limit.explosion-too-long',
    says: ['ลดจำนวนหน้าลูกเต๋าที่ระเบิดได้'],
    not: ['น้อยหน้า'],
  },
  {
    item: 'T12',
    locale: 'th',
    key: 'tracker.field.concentrationChecks',
    says: ['การทอยป้องกันเพื่อรักษาสมาธิ'],
    not: [],
  },
  // The seventh reading (L11) quotes the name: 规则集“SRD 5.2”中, 规则集“测试版规则（旧版）”中.
  {
    item: 'Z1',
    locale: 'zh',
    key: 'conditions.cause.absent',
    says: ['规则集“{{ruleset}}”中没有'],
    not: ['规则中'],
  },
  {
    item: 'Z2',
    locale: 'zh',
    key: 'conditions.effect.with-judgement',
    says: ['（{{judgement}}；由本桌判断）'],
    not: ['游戏桌'],
  },
  { item: 'Z2', locale: 'zh', key: 'conditions.cause.judgement', says: ['由本桌判断'], not: ['游戏桌'] },
  ...[
    'tracker.field.file',
    'tracker.field.expected.creature',
    'tracker.field.expected.group',
    'tracker.live.intro',
    'tracker.live.waiting',
    'tracker.live.unsupported',
  ].map((key): ReadingFix => ({ item: 'Z3', locale: 'zh', key, says: ['战斗追踪'], not: ['追踪器'] })),
  { item: 'Z4', locale: 'zh', key: 'tracker.effects.intro', says: ['明细'], not: ['结算单'] },
  {
    item: 'Z5',
    locale: 'zh',
    key: 'tracker.storage.imported-not-saved',
    says: ['已导入，但只在本次浏览期间有效'],
    not: ['本次访问'],
  },
  { item: 'Z6', locale: 'zh', key: 'definition Stealth', says: ['躲在物体后面以避人耳目'], not: ['后来'] },
  { item: 'Z6', locale: 'zh', key: 'definition Intimidation', says: ['慑服'], not: ['威慑'] },
  { item: 'Z7', locale: 'zh', key: 'dice.note.variable', says: ['“我的角色”'], not: [] },
];

describeReadingFixes('fourth bilingual reading (th-zh-hant-2026-11-27): the applied wording holds', FIXES);
