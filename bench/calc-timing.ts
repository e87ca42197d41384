/**
 * Recompute time of every calculator at its largest allowed input (budget: one frame, 16 ms).
 * Each case calls the core's compute for the kind (what the island calls on input) with the
 * island's budget check first; the median of repeated
 * runs is printed with its share of the frame. The dice-based calculators are searched for their
 * worst case: every expression shape below whose estimated work is within CALCULATOR_WORK_BUDGET
 * is timed.
 *
 * A report, not a gate: times depend on the machine and on what else runs on it, so the load
 * average per core is printed beside the figures and the exit code is 0 whatever the times (1 only
 * when a case computes no result). `--strict` exits 1 when a case is over budget on an idle
 * machine (load per core below 1).
 *
 * Usage: pnpm --filter @polyhedral/bench calc-timing [--strict]
 */
import { availableParallelism, loadavg } from 'node:os';
import { criticalDamageExpression, getRuleset } from '@polyhedral/core';
import { type CalculatorKind, computeCalculator } from '@polyhedral/core/calculators';
import { estimateDistributionWork, parseDice } from '@polyhedral/dice';
import { checkCalculatorDice, checkPartsConvolution, MIXTURE_SHARE } from '@polyhedral/site/dice-budget';

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

/** One case of a kind: the island's budget check, then the core's typed compute (defaults filled in). */
const compute = (kind: CalculatorKind, input: Record<string, unknown>, check?: () => void) => () => {
  check?.();
  return computeCalculator(kind, input);
};

for (const expr of expressionsWithinBudget()) {
  add(
    'dice',
    expr,
    compute('dice', { expr, 'at-least': 1 }, () => checkCalculatorDice(expr)),
  );
}
for (const damage of ['20d100+20', '40d20+10', '4d100!', '20d20!', '60d12kh30', '200d100', '10d20', '8d6']) {
  for (const ruleset of ['srd-5.2', 'playtest'] as const) {
    const check = () =>
      checkCalculatorDice(criticalDamageExpression(damage, getRuleset(ruleset)), MIXTURE_SHARE);
    try {
      check();
    } catch {
      continue; // past the calculator budget: refused at once, not timed
    }
    add(
      'attack-damage',
      `${damage} ${ruleset}`,
      compute(
        'attack-damage',
        { damage, 'attack-bonus': 30, ac: 50, 'roll-mode': 'advantage', cover: 'half', ruleset },
        check,
      ),
    );
  }
  // Save for half at its largest input: up to 4 damage parts sharing the budget, 8 targets with
  // mixed defenses (each target maps and sums every part twice, saved and failed).
  const eight = Array.from({ length: 8 }, (_, i) => ({
    saveBonus: 30 - i,
    mode: i % 2 === 0 ? 'advantage' : 'disadvantage',
    cover: i % 3 === 0 ? 'half' : 'none',
    resist: i % 2 === 0 ? ['fire'] : [],
    vulnerable: i % 3 === 0 ? ['cold'] : [],
    immune: i === 7 ? ['acid'] : [],
  }));
  for (const partCount of [1, 2, 4]) {
    const types = ['fire', 'cold', 'slashing', 'acid'];
    const parts = Array.from({ length: partCount }, (_, i) => ({ amount: damage, type: types[i] }));
    const check = () => {
      for (const part of parts) checkCalculatorDice(part.amount, MIXTURE_SHARE / parts.length);
      checkPartsConvolution(parts.map((part) => part.amount));
    };
    try {
      check();
    } catch {
      continue; // past the calculator budget: refused at once
    }
    add(
      'save-half',
      `${partCount} x ${damage}, 8 targets`,
      compute('save-half', { damage: parts, dc: 50, targets: eight }, check),
    );
  }
}
add(
  'd20-test',
  'attack, 20+20 sources, half cover',
  compute('d20-test', {
    'kind-of-test': 'attack',
    bonus: -30,
    target: 50,
    advantage: 20,
    disadvantage: 20,
    cover: 'half',
  }),
);
const damageInputs = {
  hp: 10_000,
  'max-hp': 10_000,
  temp: 10_000,
  // As many damage parts as a hit may have, each at the largest amount.
  parts: (['fire', 'cold', 'acid', 'force'] as const).map((type) => ({ amount: 100_000, type })),
  resist: ['all'],
  vulnerable: ['fire'],
  adjust: -10_000,
  critical: true,
  failures: 2,
  con: 30,
  level: 20,
};
add('damage-application', 'srd-5.2 max HP and damage', compute('damage-application', damageInputs));
add(
  'damage-application',
  'playtest max HP and damage',
  compute('damage-application', { ...damageInputs, ruleset: 'playtest' }),
);
add(
  'damage-application',
  'heal max',
  compute('damage-application', { mode: 'heal', hp: 0, 'max-hp': 10_000, amount: 100_000 }),
);
add('death-saves', 'srd-5.2 from 0/0', compute('death-saves', {}));
for (const con of [3, 10, 16, 21, 25, 27, 29]) {
  add(
    'death-saves',
    `playtest Con ${con}, level 20, 0 HP`,
    compute('death-saves', { ruleset: 'playtest', con, level: 20 }),
  );
}
add('point-buy', 'six scores', compute('point-buy', { scores: [15, 15, 15, 8, 8, 8] }));
add('ability-modifier', 'score 30', compute('ability-modifier', { score: 30 }));
add('proficiency-bonus', 'CR 30', compute('proficiency-bonus', { basis: 'cr', cr: '30' }));
add('level-from-xp', '10,000,000 XP', compute('level-from-xp', { xp: 10_000_000 }));
add('travel-pace', '365 days fast', compute('travel-pace', { pace: 'fast', unit: 'days', amount: 365 }));

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
