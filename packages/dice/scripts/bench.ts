/**
 * Benchmarks of @polyhedral/dice (`pnpm bench`): median time of the exact distribution (parse
 * included) for typical requests, and single-die roll throughput, with PASS/FAIL against targets.
 */
import { cpus } from 'node:os';
import {
  cryptoRandom,
  distributionOf,
  parseDice,
  type RandomSource,
  rollDice,
  seededRandom,
} from '../src/index.ts';

interface Case {
  expression: string;
  targetMs: number;
}

const CASES: Case[] = [
  { expression: '4d6kh3', targetMs: 5 },
  { expression: '2d20kh1+5', targetMs: 5 },
  { expression: '8d6kh3', targetMs: 5 },
  { expression: '16d6', targetMs: 5 },
  { expression: '10d10kh5', targetMs: 5 },
  { expression: '20d20', targetMs: 5 },
  { expression: '20d20kh10', targetMs: 5 },
  { expression: '100d6', targetMs: 5 },
  { expression: '100d100', targetMs: 20 },
  { expression: '1000d6', targetMs: 20 },
];
const ROLLS_PER_SECOND_TARGET = 1_000_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Warms up, then times single runs until ~300 ms or 200 runs have passed; returns the median in ms. */
function timeMedian(run: () => void): number {
  for (let i = 0; i < 20; i++) run();
  const samples: number[] = [];
  const stop = performance.now() + 300;
  while (samples.length < 200 && (samples.length < 15 || performance.now() < stop)) {
    const t0 = performance.now();
    run();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/** Median over 7 batches of single 1d20 rolls on a pre-parsed node, in rolls per second. */
function rollsPerSecond(rng: RandomSource): number {
  const node = parseDice('1d20');
  const batch = 200_000;
  let sink = 0;
  for (let i = 0; i < batch; i++) sink += rollDice(node, rng).total;
  const rates: number[] = [];
  for (let b = 0; b < 7; b++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) sink += rollDice(node, rng).total;
    rates.push(batch / ((performance.now() - t0) / 1000));
  }
  if (sink < 0) console.log(sink);
  return median(rates);
}

const rows: string[][] = [['benchmark', 'median', 'target', 'result']];
let failures = 0;
for (const c of CASES) {
  const ms = timeMedian(() => distributionOf(c.expression));
  const pass = ms < c.targetMs;
  if (!pass) failures++;
  rows.push([
    `distributionOf('${c.expression}')`,
    `${ms.toFixed(3)} ms`,
    `< ${c.targetMs} ms`,
    pass ? 'PASS' : 'FAIL',
  ]);
}
for (const [name, rng] of [
  ['seeded', seededRandom(20251122)],
  ['crypto', cryptoRandom],
] as const) {
  const rate = rollsPerSecond(rng);
  const pass = rate >= ROLLS_PER_SECOND_TARGET;
  if (!pass) failures++;
  rows.push([
    `rollDice(1d20 node, ${name})`,
    `${Math.round(rate).toLocaleString('en-US')} /s`,
    `>= ${ROLLS_PER_SECOND_TARGET.toLocaleString('en-US')} /s`,
    pass ? 'PASS' : 'FAIL',
  ]);
}

const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
console.log(
  `@polyhedral/dice bench: Node ${process.version}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? '?'})`,
);
for (const [i, row] of rows.entries()) {
  console.log(
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join(' | '),
  );
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
}
console.log(failures === 0 ? 'ALL PASS' : `${failures} FAIL`);
process.exitCode = failures === 0 ? 0 : 1;
