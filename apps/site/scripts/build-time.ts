/**
 * Times a full production build of the site (a clean `astro build`, content cache included) and
 * prints the seconds against the 90 s budget. Exits 1 when over budget.
 *
 * Usage: pnpm --filter @polyhedral/site exec tsx scripts/build-time.ts
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const BUDGET_SECONDS = 90;
const siteDir = fileURLToPath(new URL('../', import.meta.url));

for (const dir of ['dist', '.astro', 'node_modules/.astro']) {
  rmSync(new URL(`../${dir}`, import.meta.url), { recursive: true, force: true });
}

const started = process.hrtime.bigint();
const result = spawnSync('pnpm', ['exec', 'astro', 'build'], {
  cwd: siteDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
const seconds = Number(process.hrtime.bigint() - started) / 1e9;

if (result.status !== 0) {
  console.log(`FAIL build exited with ${result.status ?? result.signal} after ${seconds.toFixed(1)} s`);
  process.exit(1);
}
const pass = seconds <= BUDGET_SECONDS;
console.log(
  `${pass ? 'PASS' : 'FAIL'} full production build: ${seconds.toFixed(1)} s (budget ${BUDGET_SECONDS} s; ` +
    `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end)`,
);
process.exit(pass ? 0 : 1);
