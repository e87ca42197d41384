/**
 * Start-up time of the `polyhedral` CLI: median wall time of `dice 4d6kh3 --json` over N runs
 * (default 21, `--runs N`) for the built bin (`node dist/cli.js`), next to bare `node -e 0` on
 * the same machine and the source run through tsx (the way the CLI started before it was built).
 * `--pnpm` adds the root script `pnpm --silent polyhedral`. Runs are interleaved so machine load
 * hits every variant alike. PASS when the built bin's median is under 150 ms.
 * Run: `pnpm --filter @polyhedral/core cli-start-time` (builds dist/cli.js first).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli, CLI_FILE } from './build-cli.mjs';

const TARGET_MS = 150;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(packageDir, '../..');
const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 21 : Number(args[runsIndex + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive integer');

if (!existsSync(CLI_FILE)) await buildCli();

const command = ['dice', '4d6kh3', '--json'];
const variants: { name: string; file: string; args: string[] }[] = [
  { name: 'node -e 0 (bare Node)', file: process.execPath, args: ['-e', '0'] },
  { name: 'node dist/cli.js (built bin)', file: process.execPath, args: [CLI_FILE, ...command] },
  {
    name: 'node --import tsx src/cli/main.ts (before)',
    file: process.execPath,
    args: ['--import', 'tsx', path.join(packageDir, 'src/cli/main.ts'), ...command],
  },
];
if (args.includes('--pnpm')) {
  variants.push({
    name: 'pnpm --silent polyhedral (root script)',
    file: 'pnpm',
    args: ['--silent', 'polyhedral', ...command],
  });
}

const times = variants.map(() => [] as number[]);
for (let run = 0; run < runs; run++) {
  variants.forEach((variant, i) => {
    const started = performance.now();
    const result = spawnSync(variant.file, variant.args, { cwd: repoRoot, encoding: 'utf8' });
    const elapsed = performance.now() - started;
    if (result.status !== 0) throw new Error(`${variant.name} failed: ${result.stderr || result.error}`);
    times[i]!.push(elapsed);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

console.log(`polyhedral ${command.join(' ')}: median of ${runs} runs`);
const medians = times.map(median);
variants.forEach((variant, i) => {
  console.log(`  ${variant.name.padEnd(44)} ${medians[i]!.toFixed(1).padStart(8)} ms`);
});
const bin = medians[1]!;
console.log(`  built bin above bare Node: ${(bin - medians[0]!).toFixed(1)} ms`);
console.log(
  `${bin < TARGET_MS ? 'PASS' : 'FAIL'}: built bin median ${bin.toFixed(1)} ms vs target ${TARGET_MS} ms`,
);
if (bin >= TARGET_MS) process.exitCode = 1;
