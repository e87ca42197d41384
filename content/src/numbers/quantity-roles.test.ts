/**
 * Decision 411: a direction word counts where it governs a quantity, a firm word left on each side
 * is not hidden by a soft one, and a range keeps its bounds' order. Each through qaSection, the
 * check `content check`, the workbench and the import run.
 */
import { describe, expect, it } from 'vitest';
import { qaOfRule } from '../qa/qa-of-rule.ts';

function codes(locale: 'th' | 'zh', english: string, translation: string): string[] {
  return qaOfRule(locale, english, translation).map(({ code }) => code);
}

describe('decision 411: each quantity word in its role', () => {
  it('เพิ่ม adding text is no direction; เพิ่ม governing damage is', () => {
    const english = 'Write your notes in the margin. Each ability has a score from 1 to 20.';
    const notes = 'เขียนบันทึกของคุณไว้ที่ขอบ ข้อความที่ผู้ดูแลเพิ่มเองจะแสดงด้วย ความสามารถแต่ละอย่างมีคะแนนจาก 1 ถึง 20';
    expect(codes('th', english, notes)).toEqual([]);
    const raised = 'เขียนบันทึกของคุณไว้ที่ขอบ ความสามารถแต่ละอย่างมีคะแนนจาก 1 ถึง 20 และเพิ่มความเสียหาย';
    expect(codes('th', english, raised)).toEqual(['content.quantities.extra']);
  });

  it('加入 (joined) and 增加 a note are no direction; 增加 伤害 is', () => {
    const english = 'You joined a guild. Write it down.';
    expect(codes('zh', english, '你加入了一个公会。把它写下来，可以增加笔记。')).toEqual([]);
    expect(codes('zh', english, '你加入了一个公会。把它写下来，并增加伤害。')).toContain(
      'content.quantities.extra',
    );
  });

  it('"until the start of your next turn" written 结束: refused though 直到 and 前 are soft words of both', () => {
    // SRD 5.2 Actions, Reactions: one Reaction until the start of your next turn.
    const english = 'You can’t take another Reaction until the start of your next turn.';
    expect(codes('zh', english, '直到你的下个回合开始前，你无法执行另一个反应。')).toEqual([]);
    expect(codes('zh', english, '直到你的下个回合结束前，你无法执行另一个反应。')).toContain(
      'content.quantities.changed',
    );
  });

  it('a range written the other way round: "from 1 to 20" as 20 - 1 refused, 1 - 20 accepted', () => {
    // SRD 5.2 Playing the Game, Ability Scores: a score from 1 to 20.
    const english = 'Each ability has a score from 1 to 20.';
    expect(codes('th', english, 'ความสามารถแต่ละอย่างมีคะแนนจาก 1 - 20')).toEqual([]);
    expect(codes('th', english, 'ความสามารถแต่ละอย่างมีคะแนนจาก 20 - 1')).toEqual(['content.numbers.swapped']);
    expect(codes('zh', english, '每种属性都有一个从 20 到 1 的数值。')).toEqual(['content.numbers.swapped']);
  });
});
