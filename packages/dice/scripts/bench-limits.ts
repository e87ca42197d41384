/**
 * `pnpm --filter @polyhedral/dice bench:limits [--quick] [--seed N]`: per family of expressions, a
 * binary search finds the largest request the limits accept (plus random ones near them); each is
 * warmed up, then timed twice in CPU time (unmoved by other jobs; wall time beside it). Prints the
 * slowest against the 250 ms target: a report, not a gate.
 */
import { cpus, loadavg } from 'node:os';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import {
  DICE_LIMITS,
  DiceError,
  type DiceNode,
  distributionOf,
  estimateDistributionWork,
  parseDice,
  type RandomSource,
  seededRandom,
} from '../src/index.ts';

const TARGET_MS = 250;
const { values } = toolOptions('bench:limits', {
  options: { quick: { type: 'boolean' }, seed: { type: 'string', default: '20261123' } },
});
const quick = values.quick === true;
const seed = Number(values.seed);

interface Measured {
  expression: string;
  family: string;
  work: number;
  cpuMs: number;
  wallMs: number;
}

/** The parsed node when the limits accept the request for an exact distribution, else null. */
function accepted(expression: string): DiceNode | null {
  try {
    const node = parseDice(expression);
    return estimateDistributionWork(node) <= DICE_LIMITS.maxWork ? node : null;
  } catch (e) {
    if (e instanceof DiceError) return null;
    throw e;
  }
}

/** Largest x in [lo, hi] whose expression is accepted (acceptance falls as x grows); `grows`: smallest. */
function largest(lo: number, hi: number, build: (x: number) => string, grows = false): number | null {
  if (accepted(build(grows ? hi : lo)) === null) return null;
  let [a, b] = [lo, hi];
  while (a < b) {
    const mid = grows ? Math.floor((a + b) / 2) : Math.ceil((a + b) / 2);
    const ok = accepted(build(mid)) !== null;
    if (ok === grows) b = grows ? mid : mid - 1;
    else a = grows ? mid + 1 : mid;
  }
  return a;
}

const candidates = new Map<string, string>();
function add(family: string, expression: string | null): void {
  if (expression !== null && !candidates.has(expression) && accepted(expression) !== null)
    candidates.set(expression, family);
}
function addLargest(family: string, lo: number, hi: number, build: (x: number) => string): void {
  const x = largest(lo, hi, build);
  if (x !== null) add(family, build(x));
}

const SIDES = [2, 3, 6, 10, 20, 50, 100, 300, 1000];
const MAX_DICE = DICE_LIMITS.maxDicePerGroup;

// Many dice, many sides.
for (const s of SIDES) addLargest('sum', 1, MAX_DICE, (n) => `${n}d${s}`);
addLargest('sum', 1, MAX_DICE, (n) => `${n}dF`);
addLargest('sum', 1, MAX_DICE, (n) => `${n}d{1,5,9,200,999}`);
addLargest('sum', 1, MAX_DICE, (n) => `${n}d{-1000,0,1000}`);
// Keep/drop near the work limit: keep one, a quarter, half, all but one.
for (const s of [2, 6, 20, 100, 1000]) {
  for (const mode of ['kh', 'kl', 'dh', 'dl']) {
    addLargest('keep', 2, MAX_DICE, (n) => `${n}d${s}${mode}1`);
    addLargest('keep', 4, MAX_DICE, (n) => `${n}d${s}${mode}${Math.floor(n / 4)}`);
    addLargest('keep', 2, MAX_DICE, (n) => `${n}d${s}${mode}${Math.floor(n / 2)}`);
    addLargest('keep', 2, MAX_DICE, (n) => `${n}d${s}${mode}${n - 1}`);
  }
  for (const n of [10, 60, 200, 1000]) addLargest('keep', 1, n - 1, (k) => `${n}d${s}kh${k}`);
}
// Exploding dice: the plain explosion, and explode points down to the explosion limit.
for (const s of [2, 3, 6, 20, 100, 1000]) {
  addLargest('explode', 1, MAX_DICE, (n) => `${n}d${s}!`);
  const t = largest(2, s, (x) => `1d${s}!>=${x}`, true);
  if (t !== null) {
    for (const point of [t, t + 1, Math.ceil((t + s) / 2)]) {
      if (point > s) continue;
      addLargest('explode', 1, MAX_DICE, (n) => `${n}d${s}!>=${point}`);
      add('explode', `1d${s}!>=${point}`);
      addLargest('explode+keep', 2, MAX_DICE, (n) => `${n}d${s}!>=${point}kh1`);
      addLargest('explode+keep', 2, MAX_DICE, (n) => `${n}d${s}!>=${point}kl${Math.floor(n / 2)}`);
    }
  }
  addLargest('explode+keep', 2, MAX_DICE, (n) => `${n}d${s}!kh${Math.floor(n / 2)}`);
  addLargest('explode+reroll', 1, MAX_DICE, (n) => `${n}d${s}r1!`);
  addLargest('explode+clamp', 1, MAX_DICE, (n) => `${n}d${s}!mi2ma${Math.max(2, s - 1)}`);
}
addLargest('explode', 1, MAX_DICE, (n) => `${n}dF!`);
addLargest('explode', 1, MAX_DICE, (n) => `${n}d{-3,1,2}!<2`);
add('explode', '1d{-1,1,3}!<3');
addLargest('explode', 1, MAX_DICE, (n) => `${n}d{-5,-1,1,5,9}!<9`);
// Rerolls.
for (const s of [6, 20, 100, 1000]) {
  addLargest('reroll', 1, MAX_DICE, (n) => `${n}d${s}r<${Math.ceil(s / 2)}`);
  addLargest('reroll', 1, MAX_DICE, (n) => `${n}d${s}ro<${Math.ceil(s / 2)}`);
  addLargest('reroll+keep', 2, MAX_DICE, (n) => `${n}d${s}ro1kh${Math.floor(n / 2)}`);
}
// Division and multiplication of distributions, comparisons, sums of two large distributions.
for (const s of [6, 100, 1000]) {
  for (const t of [6, 100, 1000]) {
    addLargest('divide', 1, MAX_DICE, (n) => `(${n}d${s})/(1d${t})`);
    addLargest('divide', 1, MAX_DICE, (n) => `(${n}d${s})/(${n}d${t})`);
    addLargest('divide', 1, MAX_DICE, (n) => `(${n}d${s}-${n * s})/(-1d${t})`);
    addLargest('multiply', 1, MAX_DICE, (n) => `(${n}d${s})*(1d${t})`);
    addLargest('multiply', 1, MAX_DICE, (n) => `(${n}d${s})*(${n}d${t})`);
    addLargest('multiply', 1, MAX_DICE, (n) => `(${n}d${s}-${(n * (s + 1)) >> 1})*(1d${t}-${t >> 1})`);
    addLargest('compare', 1, MAX_DICE, (n) => `${n}d${s} >= ${n}d${t}`);
    addLargest('add', 1, MAX_DICE, (n) => `${n}d${s}+${n}d${t}`);
    addLargest('add', 1, MAX_DICE, (n) => `${n}d${s}kh${n >> 1}-${n}d${t}`);
  }
}
// Nesting.
addLargest('nest', 1, MAX_DICE, (n) => `((${n}d100)*(1d100))/(1d1000)`);
addLargest('nest', 1, MAX_DICE, (n) => `((${n}d1000)/(1d1000))*(1d20)`);
addLargest('nest', 1, MAX_DICE, (n) => `(${n}d6!)*(1d6!) >= (${n}d20kh1)`);
addLargest('nest', 1, MAX_DICE, (n) => `(${n}d1000+${n}d1000+${n}d1000)/(${n}d6)`);
addLargest('nest', 1, 300, (n) => Array.from({ length: 8 }, () => `${n}d1000`).join('+'));
addLargest('nest', 1, MAX_DICE, (n) => `-(${n}d20!>=15)*(1d100-50)`);
// Sums of a sparse distribution (values k apart) and a dense one: up to l * r outcomes (issue 22).
for (const k of [2, 10, 100, 1000]) {
  addLargest('sparse-add', 1, MAX_DICE, (n) => `d${k}+${k}*${n}d928+d2`);
  addLargest('sparse-add', 1, MAX_DICE, (n) => `d7+${k}*-${n}d1000`);
}
add('issue', 'd100+100*10d928+d2');
add('issue', 'd7+7*-25d1000');
add('issue', '7d{1,1000,1000}');
add('issue', '8d1000ro<700');
add('issue', '(200d1000)/(1d1000)');
add('issue', '1d20!>=2');
add('issue', '1000d1000');

// Random expressions near the limits: a random shape, its dice counts scaled up to the limit.
function randomGroup(r: RandomSource, n: number): string {
  const pick = <T>(items: readonly T[]): T => items[r.nextInt(items.length)]!;
  const sides = pick([2, 4, 6, 8, 10, 12, 20, 100, 1000, 1 + r.nextInt(1000)]);
  let text = `${n}d${sides}`;
  const roll = r.nextInt(10);
  if (roll === 0) text += `r<${1 + r.nextInt(Math.max(1, sides - 1))}`;
  else if (roll === 1) text += `ro${1 + r.nextInt(sides)}`;
  if (r.nextInt(4) === 0 && sides > 1) text += r.nextInt(2) === 0 ? '!' : `!>=${1 + r.nextInt(sides)}`;
  if (r.nextInt(6) === 0) text += `mi${1 + r.nextInt(sides)}`;
  if (r.nextInt(4) === 0) text += `${pick(['kh', 'kl', 'dh', 'dl'])}${r.nextInt(n + 1)}`;
  return text;
}
function randomExpression(r: RandomSource, n: number, depth: number): string {
  if (depth === 0 || r.nextInt(3) === 0)
    return r.nextInt(8) === 0 ? String(1 + r.nextInt(20)) : randomGroup(r, n);
  const op = ['+', '-', '*', '/', '+', '-'][r.nextInt(6)]!;
  return `(${randomExpression(r, n, depth - 1)})${op}(${randomExpression(r, n, depth - 1)})`;
}
const shapes = seededRandom(seed);
const randomCount = quick ? 40 : 150;
let added = 0;
for (let tries = 0; added < randomCount && tries < randomCount * 200; tries++) {
  const depth = shapes.nextInt(3);
  const shape = shapes.nextInt(1_000_000);
  // The same shape for every count: the generator is reseeded from the shape number.
  const build = (n: number): string => randomExpression(seededRandom(shape), n, depth);
  const n = largest(1, MAX_DICE, build);
  if (n === null) continue;
  const before = candidates.size;
  add('random', build(n));
  if (candidates.size > before) added++;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const results: Measured[] = [];
for (const [expression, family] of candidates) {
  const node = accepted(expression)!;
  const work = estimateDistributionWork(node);
  try {
    distributionOf(expression);
  } catch (e) {
    if (e instanceof DiceError) continue; // division by a possible zero and the like
    throw e;
  }
  let best: { cpu: number; wall: number } | null = null;
  for (let run = 0; run < 2; run++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    distributionOf(expression);
    const sample = { cpu: cpuMs() - c0, wall: performance.now() - t0 };
    if (best === null || sample.cpu < best.cpu) best = sample;
  }
  results.push({ expression, family, work, cpuMs: best!.cpu, wallMs: best!.wall });
}

results.sort((a, b) => b.cpuMs - a.cpuMs);
const fmt = (x: number, d = 1): string => x.toFixed(d);
console.log(
  `@polyhedral/dice bench:limits: Node ${process.version}, ${cpus().length} CPU(s) (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${results.length} accepted requests measured (${candidates.size} found, seed ${seed}); maxWork ${DICE_LIMITS.maxWork.toLocaleString('en-US')} units; target ${TARGET_MS} ms\n`,
);
const rows: string[][] = [
  ['expression', 'family', 'work (M units)', 'cpu ms', 'wall ms', 'ns/unit', 'result'],
];
for (const r of results.slice(0, 25)) {
  rows.push([
    r.expression.length > 48 ? `${r.expression.slice(0, 45)}...` : r.expression,
    r.family,
    fmt(r.work / 1e6, 2),
    fmt(r.cpuMs),
    fmt(r.wallMs),
    fmt((r.cpuMs * 1e6) / r.work, 2),
    r.cpuMs < TARGET_MS ? 'PASS' : 'FAIL',
  ]);
}
const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
for (const [i, row] of rows.entries()) {
  console.log(
    row.map((cell, col) => (col < 2 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join(' | '),
  );
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
}

// The estimate must bound the time: per family, the slowest request and the highest time per
// work unit among requests of 10 ms or more (below that, fixed costs dominate).
console.log('\nBy family: slowest request, and highest time per work unit (requests of 10 ms or more):');
const families = [...new Set(results.map((r) => r.family))];
const summary = families.map((family) => {
  const own = results.filter((r) => r.family === family);
  const slow = own.filter((r) => r.cpuMs >= 10);
  const perUnit = slow.sort((a, b) => b.cpuMs / b.work - a.cpuMs / a.work)[0];
  return { family, slowest: own[0]!, perUnit, count: own.length };
});
summary.sort((a, b) => b.slowest.cpuMs - a.slowest.cpuMs);
for (const { family, slowest, perUnit, count } of summary) {
  const unit = perUnit
    ? `${fmt((perUnit.cpuMs * 1e6) / perUnit.work, 2)} ns/unit (${perUnit.expression})`
    : '-';
  console.log(
    `  ${family.padEnd(15)} ${String(count).padStart(3)} requests, slowest ${fmt(slowest.cpuMs).padStart(6)} ms ${slowest.expression}; ${unit}`,
  );
}
const failures = results.filter((r) => r.cpuMs >= TARGET_MS).length;
const slowest = results[0];
console.log(
  `\nSlowest accepted: ${slowest?.expression} ${fmt(slowest?.cpuMs ?? 0)} ms cpu (${fmt(slowest?.wallMs ?? 0)} ms wall). ${
    failures === 0
      ? `All ${results.length} under ${TARGET_MS} ms.`
      : `${failures} at or above ${TARGET_MS} ms.`
  }`,
);
