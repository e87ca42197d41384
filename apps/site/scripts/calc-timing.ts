/**
 * Recompute time of every calculator at its largest allowed input (budget: one frame, 16 ms).
 * Each case calls the same logic function the island calls on input; the median of repeated
 * runs is printed with its share of the frame. The dice-based calculators are searched for their
 * worst case: every expression shape below whose estimated work is within CALCULATOR_WORK_BUDGET
 * is timed.
 *
 * A report, not a gate: times depend on the machine and on what else runs on it, so the load
 * average per core is printed beside the figures and the exit code is 0 whatever the times (1 only
 * when a case computes no result). `--strict` exits 1 when a case is over budget on an idle
 * machine (load per core below 1).
 *
 * Usage: pnpm --filter @polyhedral/site calc-timing [--strict]
 */
import { availableParallelism, loadavg } from 'node:os';
import { estimateDistributionWork, parseDice } from '@polyhedral/dice';
import { computeAbilityModifier } from '../src/calculators/ability-modifier/ability-modifier-logic.ts';
import { computeAttackDamage } from '../src/calculators/attack-damage/attack-damage-logic.ts';
import { computeD20 } from '../src/calculators/d20-test/d20-test-logic.ts';
import {
  computeDamage,
  computeHealing,
} from '../src/calculators/damage-application/damage-application-logic.ts';
import { computeDeathSaves } from '../src/calculators/death-saves/death-saves-logic.ts';
import { computeDice } from '../src/calculators/dice/dice-logic.ts';
import { computeLevelFromXp } from '../src/calculators/level-from-xp/level-from-xp-logic.ts';
import { computePointBuy } from '../src/calculators/point-buy/point-buy-logic.ts';
import { computeProficiencyBonus } from '../src/calculators/proficiency-bonus/proficiency-bonus-logic.ts';
import { computeSaveHalf } from '../src/calculators/save-half/save-half-logic.ts';
import { checkCalculatorDice } from '../src/calculators/shared/dice-budget.ts';
import { computeTravel } from '../src/calculators/travel-pace/travel-pace-logic.ts';

const FRAME_MS = 16;

function median(run: () => unknown, minRuns = 7): number {
  run(); // warm up (JIT), as a reader's second keystroke would be
  const times: number[] = [];
  const start = performance.now();
  while (times.length < minRuns || (performance.now() - start < 300 && times.length < 200)) {
    const t0 = performance.now();
    const result = run() as { ok?: boolean } | null;
    times.push(performance.now() - t0);
    if (result && result.ok === false) throw new Error(`case failed: ${JSON.stringify(result)}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Dice expressions of many shapes; those within the calculator budget are candidates. */
function expressionsWithinBudget(): string[] {
  const shapes: Array<(n: number, s: number) => string> = [
    (n, s) => `${n}d${s}`,
    (n, s) => `${n}d${s}kh${Math.ceil(n / 2)}`,
    (n, s) => `${n}d${s}kl1`,
    (n, s) => `${n}d${s}!`,
    (n, s) => `${n}d${s}ro<${Math.ceil(s / 2)}`,
    (n, s) => `${n}d${s}mi${Math.ceil(s / 3)}`,
    (n, s) => `${n}d${s}+${n}d${s}`,
    (n, s) => `${n}d${s}*2-${n}d${s}/2`,
  ];
  const found: Array<{ expr: string; work: number }> = [];
  for (const shape of shapes) {
    for (const sides of [6, 10, 20, 100, 1000]) {
      let best: { expr: string; work: number } | null = null;
      for (let n = 1; n <= 1000; n = n < 10 ? n + 1 : Math.ceil(n * 1.15)) {
        const expr = shape(n, sides);
        try {
          checkCalculatorDice(expr);
        } catch {
          break;
        }
        best = { expr, work: estimateDistributionWork(parseDice(expr)) };
      }
      if (best) found.push(best);
    }
  }
  return found.map((f) => f.expr);
}

const rows: Array<{ calculator: string; input: string; ms: number }> = [];
const add = (calculator: string, input: string, run: () => unknown) =>
  rows.push({ calculator, input, ms: median(run) });

for (const expr of expressionsWithinBudget()) {
  add('dice', expr, () => computeDice(expr, 1));
}
for (const damage of ['20d100+20', '40d20+10', '4d100!', '20d20!', '60d12kh30', '200d100']) {
  for (const ruleset of ['srd-5.2', 'playtest'] as const) {
    const attack = {
      attackBonus: 30,
      armorClass: 50,
      damage,
      mode: 'advantage' as const,
      cover: 'half' as const,
      ruleset,
    };
    try {
      add('attack-damage', `${damage} ${ruleset}`, () => computeAttackDamage(attack));
    } catch {
      // past the calculator budget: refused at once, not timed
    }
  }
  try {
    add('save-half', damage, () =>
      computeSaveHalf({ damage, saveBonus: 30, dc: 50, mode: 'disadvantage', ruleset: 'srd-5.2' }),
    );
  } catch {
    // past the calculator budget
  }
}
add('d20-test', 'attack, 20+20 sources, half cover', () =>
  computeD20({
    kind: 'attack',
    bonus: -30,
    target: 50,
    advantage: 20,
    disadvantage: 20,
    cover: 'half',
    ruleset: 'srd-5.2',
  }),
);
const damageInputs = {
  hp: 10_000,
  maxHp: 10_000,
  temp: 10_000,
  amount: 100_000,
  type: 'fire' as const,
  resist: ['all' as const],
  vulnerable: ['fire' as const],
  immune: [],
  adjust: -10_000,
  critical: true,
  knockOut: false,
  creature: 'character' as const,
  deathSaveFailures: 2,
  stable: false,
  conScore: 30,
  level: 20,
};
add('damage-application', 'srd-5.2 max HP and damage', () =>
  computeDamage({ ...damageInputs, ruleset: 'srd-5.2' }),
);
add('damage-application', 'playtest max HP and damage', () =>
  computeDamage({ ...damageInputs, temp: 0, ruleset: 'playtest' }),
);
add('damage-application', 'heal max', () =>
  computeHealing({ hp: 0, maxHp: 10_000, amount: 100_000, ruleset: 'srd-5.2' }),
);
add('death-saves', 'srd-5.2 from 0/0', () =>
  computeDeathSaves({ ruleset: 'srd-5.2', successes: 0, failures: 0, hp: 0, con: 10, level: 1 }),
);
for (const con of [3, 10, 16, 21, 25, 27, 29]) {
  add('death-saves', `playtest Con ${con}, level 20, 0 HP`, () =>
    computeDeathSaves({ ruleset: 'playtest', successes: 0, failures: 0, hp: 0, con, level: 20 }),
  );
}
add('point-buy', 'six scores', () => computePointBuy([15, 15, 15, 8, 8, 8]));
add('ability-modifier', 'score 30', () => computeAbilityModifier(30));
add('proficiency-bonus', 'CR 30', () => computeProficiencyBonus({ basis: 'cr', level: 1, cr: '30' }));
add('level-from-xp', '10,000,000 XP', () => computeLevelFromXp(10_000_000));
add('travel-pace', '365 days fast', () =>
  computeTravel({ pace: 'fast', unit: 'days', amount: 365, mounted: false }),
);

const loadPerCore = loadavg()[0]! / availableParallelism();
let worst = 0;
console.log('calculator          input                                   median ms  of 16 ms');
for (const row of rows) {
  worst = Math.max(worst, row.ms);
  const share = `${((row.ms / FRAME_MS) * 100).toFixed(0)}%`;
  console.log(
    `${row.calculator.padEnd(19)} ${row.input.padEnd(39)} ${row.ms.toFixed(3).padStart(9)}  ${share.padStart(8)}${row.ms < FRAME_MS ? '' : '  over'}`,
  );
}
const over = rows.filter((row) => row.ms >= FRAME_MS).length;
console.log(
  `\nworst case ${worst.toFixed(2)} ms = ${((worst / FRAME_MS) * 100).toFixed(0)}% of a ${FRAME_MS} ms frame; ` +
    `${rows.length - over} of ${rows.length} cases within it (load ${loadPerCore.toFixed(2)} per core` +
    `${loadPerCore >= 1 ? ': the machine is busy, times are inflated' : ''})`,
);
const strict = process.argv.includes('--strict');
process.exitCode = strict && loadPerCore < 1 && over > 0 ? 1 : 0;
