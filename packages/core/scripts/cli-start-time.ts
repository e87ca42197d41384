/**
 * `pnpm --filter @polyhedral/core cli-start-time`: median wall time (and CPU time, less load-bound)
 * of `dice 4d6kh3 --json` over N runs (`--runs N`, 21) for the built bin, next to `node -e 0` and
 * the source through tsx (`--pnpm` adds `pnpm --silent polyhedral`), interleaved so load hits all
 * alike. PASS when the built bin's median is under 150 ms.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { buildCli, CLI_FILE } from './build-cli.mjs';

const TARGET_MS = 150;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(packageDir, '../..');
const { values } = toolOptions('cli-start-time', {
  options: { runs: { type: 'string', default: '21' }, pnpm: { type: 'boolean' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive integer');

if (!existsSync(CLI_FILE)) await buildCli();

const command = ['dice', '4d6kh3', '--json'];
/** Loaded first into each Node process: prints its CPU time on stderr at exit. */
const cpuProbe = [
  '--import',
  "data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('cpu-ms:'+(u.user+u.system)/1000+'\\n')})",
];
const variants: { name: string; file: string; args: string[] }[] = [
  { name: 'node -e 0 (bare Node)', file: process.execPath, args: [...cpuProbe, '-e', '0'] },
  {
    name: 'node dist/cli.cjs (built bin)',
    file: process.execPath,
    args: [...cpuProbe, CLI_FILE, ...command],
  },
  {
    name: 'node --import tsx src/cli/main.ts (before)',
    file: process.execPath,
    args: [...cpuProbe, '--import', 'tsx', path.join(packageDir, 'src/cli/main.ts'), ...command],
  },
];
if (values.pnpm) {
  variants.push({
    name: 'pnpm --silent polyhedral (root script)',
    file: 'pnpm',
    args: ['--silent', 'polyhedral', ...command],
  });
}

const times = variants.map(() => [] as number[]);
const cpuTimes = variants.map(() => [] as number[]);
for (let run = 0; run < runs; run++) {
  variants.forEach((variant, i) => {
    const started = performance.now();
    const result = spawnSync(variant.file, variant.args, { cwd: repoRoot, encoding: 'utf8' });
    const elapsed = performance.now() - started;
    if (result.status !== 0) throw new Error(`${variant.name} failed: ${result.stderr || result.error}`);
    times[i]!.push(elapsed);
    const cpu = /cpu-ms:([\d.]+)/.exec(result.stderr)?.[1];
    if (cpu !== undefined) cpuTimes[i]!.push(Number(cpu));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

console.log(`polyhedral ${command.join(' ')}: median of ${runs} runs (wall time, CPU time)`);
const medians = times.map(median);
variants.forEach((variant, i) => {
  const cpu = cpuTimes[i]!.length > 0 ? `${median(cpuTimes[i]!).toFixed(1).padStart(8)} ms CPU` : '';
  console.log(`  ${variant.name.padEnd(44)} ${medians[i]!.toFixed(1).padStart(8)} ms wall ${cpu}`);
});
const bin = medians[1]!;
console.log(`  built bin above bare Node: ${(bin - medians[0]!).toFixed(1)} ms`);
console.log(
  `${bin < TARGET_MS ? 'PASS' : 'FAIL'}: built bin median ${bin.toFixed(1)} ms vs target ${TARGET_MS} ms`,
);
if (bin >= TARGET_MS) process.exitCode = 1;
