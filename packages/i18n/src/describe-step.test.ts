import { describe, expect, it } from 'vitest';
import { describeStep } from './describe-step.ts';
import { termName } from './glossary/index.ts';
import { messagesFor } from './messages-for.ts';

// SRD 5.2 "Damage at 0 Hit Points" (DeathSavingThrows): damage while at 0 Hit Points costs one
// Death Saving Throw failure, a Critical Hit two.
describe('describeStep', () => {
  const step = (count: number) => ({
    code: 'damage.step.death-save-failure',
    params: { count, failures: 2 },
  });

  it('says failure for one and failures for two in English', () => {
    const en = messagesFor('en', '');
    expect(describeStep(step(1), en, 'en')).toBe(
      'Damage at 0 Hit Points: 1 Death Saving Throw failure, 2 in all',
    );
    expect(describeStep(step(2), en, 'en')).toBe(
      'Damage at 0 Hit Points: 2 Death Saving Throw failures, 2 in all',
    );
  });

  it('uses the one Thai and Chinese form for any count', () => {
    expect(describeStep(step(1), messagesFor('th', ''), 'th')).toBe(
      'ได้รับความเสียหายขณะค่าพลังชีวิต 0: การทอยป้องกันความตายล้มเหลว 1 ครั้ง รวม 2 ครั้ง',
    );
    expect(describeStep(step(2), messagesFor('zh', ''), 'zh')).toBe(
      '生命值为 0 时受到伤害：死亡豁免失败 2 次，共 2 次',
    );
  });
});

// Glossary, Petrified: "you have Resistance to all damage"; 13 fire damage halved, round down: 6.
describe('describeStep: Resistance a condition gives', () => {
  const step = {
    code: 'damage.step.resistance-condition',
    params: { type: 'fire', before: 13, after: 6, condition: 'PetrifiedCondition' },
  };

  it('names the condition in en, th and zh', () => {
    const said = (locale: 'en' | 'th' | 'zh') =>
      describeStep(step, messagesFor(locale, ''), locale, (id) => termName(id, locale));
    expect(said('en')).toBe('Resistance: Petrified (all damage) halves it (round down): 13 → 6');
    expect(said('th')).toBe('ความต้านทาน: กลายเป็นหิน (ความเสียหายทุกประเภท) ลดลงครึ่งหนึ่ง (ปัดลง): 13 → 6');
    expect(said('zh')).toBe('抗性：石化（所有伤害）使伤害减半（向下取整）：13 → 6');
  });

  it('without names, shows the term ID rather than nothing', () => {
    expect(describeStep(step, messagesFor('en', ''), 'en')).toContain('Resistance: PetrifiedCondition');
  });
});
