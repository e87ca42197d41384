import { describe, expect, it } from 'vitest';
import { captureRun } from './capture-run.ts';

/**
 * The CLI's worked cases of issue 43: conditions and Exhaustion as options of the registry's
 * kinds (rule ID Conditions: the glossary definitions), the reasons in words and in --json.
 */
const words = (line: string) => line.split(' ');
type Json = Record<string, unknown>;
const json = (line: string): Json => {
  const out = captureRun(...words(line), '--json');
  expect(out.stderr).toBe('');
  expect(out.code).toBe(0);
  return JSON.parse(out.stdout) as Json;
};
const codes = (causes: unknown) =>
  (causes as { code: string; params: Json }[]).map((c) => `${c.code} ${c.params.condition ?? ''}`.trim());

describe('polyhedral calc with conditions', () => {
  it('concentration --damage 23 --bonus 5 --exhaustion 3: DC 11, +5 − 6 = −1, a 12 or more: 9/20', () => {
    const out = json('calc concentration --damage 23 --bonus 5 --exhaustion 3');
    expect(out).toMatchObject({ dc: 11, need: 12, keep: 0.45, exact: { keep: '9/20' } });
    expect(codes((out.conditions as Json).causes)).toEqual([
      'conditions.cause.exhaustion ExhaustionCondition',
    ]);
    const text = captureRun(...words('calc concentration --damage 23 --bonus 5 --exhaustion 3')).stdout;
    expect(text).toContain('−6: Exhaustion level 3');
  });

  it('d20-test: a +2 save at DC 10 goes from 0.65 to 0.35 at Exhaustion 3', () => {
    expect(json('calc d20-test --kind-of-test save --bonus 2 --target 10').success).toBe(0.65);
    expect(json('calc d20-test --kind-of-test save --bonus 2 --target 10 --exhaustion 3').success).toBe(0.35);
  });

  it('d20-test --condition poisoned --exhaustion 2: a check with Disadvantage at −4', () => {
    const out = json('calc d20-test --bonus 5 --target 15 --condition poisoned --exhaustion 2');
    // +5 − 4 = +1 against 15: 14 or more on the lower of two d20s: (7/20)² = 49/400.
    expect(out).toMatchObject({ mode: 'disadvantage', bonus: 1, exact: { success: '49/400' } });
    expect(codes((out.conditions as Json).causes)).toEqual([
      'conditions.cause.disadvantage PoisonedCondition',
      'conditions.cause.exhaustion ExhaustionCondition',
    ]);
    const th = captureRun(
      ...words('calc d20-test --bonus 5 --target 15 --condition poisoned --locale th'),
    ).stdout;
    expect(th).toContain('การเสียเปรียบ: ติดพิษ');
  });

  it('a Prone target: Advantage within 5 feet, Disadvantage beyond', () => {
    const near = json(
      'calc d20-test --kind-of-test attack --bonus 5 --target 15 --target-condition prone --within-5-feet',
    );
    const far = json('calc d20-test --kind-of-test attack --bonus 5 --target 15 --target-condition prone');
    expect([near.mode, far.mode]).toEqual(['advantage', 'disadvantage']);
  });

  it('Poisoned and Invisible cancel to a straight roll', () => {
    const out = json('calc attack-damage --attack-bonus 5 --ac 15 --condition poisoned,invisible');
    expect((out.conditions as Json).mode).toBe('normal');
    expect(out.hit).toBe(0.55);
    const text = captureRun(
      ...words('calc attack-damage --attack-bonus 5 --ac 15 --condition poisoned,invisible'),
    ).stdout;
    expect(text).toContain('Advantage and Disadvantage cancel: one d20');
  });

  it('an Unconscious target hit from within 5 feet: every hit a Critical Hit', () => {
    const out = json(
      'calc attack-damage --attack-bonus 5 --ac 15 --target-condition unconscious --within-5-feet',
    );
    expect(out.critical).toBe(out.hit);
    const text = captureRun(
      ...words(
        'calc attack-damage --attack-bonus 5 --ac 15 --target-condition unconscious --within-5-feet --locale zh',
      ),
    ).stdout;
    expect(text).toContain('命中即为重击：昏迷（攻击者在 5 尺内）');
  });

  it('save-half: a Paralyzed target in a DC 15 Dexterity save takes full damage, and says why', () => {
    const out = json('save-half --damage 8d6 --dc 15 --target save=+2,cond=paralyzed --target save=+2');
    const [ogre, other] = out.targets as Json[];
    expect([ogre!.saveSuccess, ogre!.expectedDamage]).toEqual([0, 28.000000000000007]);
    expect(other!.saveSuccess).toBe(0.4);
    expect(codes(ogre!.causes)).toEqual([
      'conditions.cause.auto-fail ParalyzedCondition',
      'conditions.cause.full-damage ParalyzedCondition',
    ]);
    const text = captureRun(
      ...words('save-half --damage 8d6 --dc 15 --target save=+2,cond=paralyzed --locale th'),
    ).stdout;
    expect(text).toContain('ล้มเหลวโดยอัตโนมัติ: เป็นอัมพาต');
    // A Wisdom save is not one a Paralyzed creature fails.
    const wisdom = json('calc save-half --targets save=+2,cond=paralyzed --ability wisdom');
    expect((wisdom.targets as Json[])[0]!.saveSuccess).toBe(0.4);
  });

  it('save-half: 13 fire to a Petrified target is 6 (Resistance to all damage), the reason in en, th and zh', () => {
    // Glossary, Petrified: "you fail Strength and Dexterity saves, and you have Resistance to all damage".
    const out = json('save-half --damage 13 --dc 15 --target save=+2,cond=petrified --target save=+2');
    const [stone, plain] = out.targets as Json[];
    expect(stone!.expectedDamage).toBe(6);
    expect(codes(stone!.causes)).toContain('conditions.cause.resistance PetrifiedCondition');
    // The other target keeps its 13 on a failed save (d20 + 2 < 15: 12/20) and 6 on a success.
    expect(plain!.expectedDamage).toBeCloseTo(0.6 * 13 + 0.4 * 6, 10);
    // A Wisdom save it can make: failed 13 → 6, saved 13 → 6 → 3; 0.6 × 6 + 0.4 × 3 = 4.8.
    const wisdom = json('calc save-half --damage 13 --targets save=+2,cond=petrified --ability wisdom');
    expect((wisdom.targets as Json[])[0]!.expectedDamage).toBeCloseTo(4.8, 10);
    const said = (locale: string) =>
      captureRun(...words(`save-half --damage 13 --dc 15 --target save=+2,cond=petrified --locale ${locale}`))
        .stdout;
    expect(said('en')).toContain('Resistance: Petrified (all damage)');
    expect(said('th')).toContain('ความต้านทาน: กลายเป็นหิน (ความเสียหายทุกประเภท)');
    expect(said('zh')).toContain('抗性：石化（所有伤害）');
  });

  it('--advantage alone is one source in every kind that has it', () => {
    for (const kind of ['d20-test', 'concentration', 'attack-damage']) {
      expect(captureRun('calc', kind, '--advantage', '--json')).toEqual(
        captureRun('calc', kind, '--advantage', '1', '--json'),
      );
      expect(captureRun('calc', kind, '--advantage', '--json').code).toBe(0);
    }
  });

  it('refuses a condition it does not know and Exhaustion 6 (death) with exit 2', () => {
    expect(captureRun(...words('calc d20-test --condition drunk')).code).toBe(2);
    expect(captureRun(...words('calc concentration --exhaustion 6')).code).toBe(2);
    expect(captureRun(...words('calc d20-test --bonus-dice 1d7')).code).toBe(2);
  });
});
