/**
 * Pack-and-install test (`pnpm --filter @polyhedral/core test:pack`): packs @polyhedral/dice and
 * @polyhedral/core, installs both tarballs with npm into an empty folder and uses them as a
 * stranger would (a plain .mjs, a .ts type-checked against the .d.ts, the `polyhedral` bin; the
 * eleven type-checks in this process, consumer-type-check.ts). The
 * third-party dependencies are packed from the workspace's installed copies and given as
 * `overrides`, installed `--offline` with an empty cache (from the registry: 60 s; packed: 2 s).
 * Packed without `prepack`: turbo builds first; run by hand, a stale dist/ is built first.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import corePackage from '../package.json' with { type: 'json' };
import { CALCULATOR_KIND_NAMES } from '../src/calculators/kinds.ts';
import { consumerChecker } from './consumer-type-check.ts';
import { runReadmeExamples } from './readme-examples.ts';

const packagesDir = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'polyhedral-pack-'));
const app = path.join(work, 'app');
const keep = process.argv.includes('--keep');

function sh(file: string, args: readonly string[], cwd: string): string {
  try {
    return execFileSync(file, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`);
  }
}

/** The newest modification time of the files under a folder (0 when it does not exist). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
}

/** Builds a package whose dist/ is missing or older than its sources (a run outside turbo). */
function ensureBuilt(dir: string): void {
  const dist = newest(path.join(dir, 'dist'));
  const sources = Math.max(newest(path.join(dir, 'src')), newest(path.join(dir, 'scripts')));
  if (dist === 0 || dist < sources) sh('pnpm', ['run', 'build'], dir);
}

/**
 * Test-only modules (fixtures, helpers, corpora) live in each package's test/ folder, outside src/,
 * so the build never sees them; a path like these in a tarball means one slipped back into src/.
 */
const TEST_SUPPORT = /\/(test|tests|testing|test-support)\/|fixtures|peer-corpus|chi-square|mass-invariant/;

/** The real folder of package `name` as Node resolves it from `fromDir` (pnpm's layout). */
function installedPackageDir(fromDir: string, name: string): string {
  for (let dir = realpathSync(fromDir); ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    }
    if (path.dirname(dir) === dir) throw new Error(`${name}: not installed for ${fromDir}`);
  }
}

/** The installed third-party dependencies' folders, with theirs; one name at two versions is refused. */
function installedThirdPartyDirs(packageDir: string): Map<string, string> {
  const dirs = new Map<string, string>();
  const pending: [from: string, name: string][] = [];
  const queue = (from: string) => {
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(from, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(dependencies))
      if (!name.startsWith('@polyhedral/')) pending.push([from, name]);
  };
  queue(packageDir);
  while (pending.length > 0) {
    const [from, name] = pending.pop()!;
    const dir = installedPackageDir(from, name);
    const known = dirs.get(name);
    if (known !== undefined && known !== dir)
      throw new Error(`${name} is installed twice: ${known} and ${dir}`);
    if (known !== undefined) continue;
    dirs.set(name, dir);
    queue(dir);
  }
  return dirs;
}

function check(label: string, ok: boolean, detail = ''): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${detail ? `: ${detail}` : ''}`);
  if (!ok) throw new Error(`pack test failed: ${label}`);
}

try {
  const tarballs: string[] = [];
  for (const name of ['dice', 'core']) {
    ensureBuilt(path.join(packagesDir, name));
    sh(
      'pnpm',
      ['pack', '--config.ignore-scripts=true', '--pack-destination', work],
      path.join(packagesDir, name),
    );
    const file = readdirSync(work).find((f) => f.startsWith(`polyhedral-${name}-`) && f.endsWith('.tgz'));
    check(`pnpm pack @polyhedral/${name}`, file !== undefined, file);
    const listing = sh('tar', ['tzf', file!], work).trim().split('\n');
    const size = statSync(path.join(work, file!)).size;
    console.log(`     ${file}: ${(size / 1024).toFixed(1)} KB packed, ${listing.length} files`);
    check(
      `${file} holds built JavaScript and declarations only`,
      listing.includes('package/dist/index.js') &&
        listing.includes('package/dist/index.d.ts') &&
        !listing.some((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts')) &&
        !listing.some((f) => f.includes('.test.') || f.startsWith('package/src/')),
    );
    check(`${file} holds the LICENSE`, listing.includes('package/LICENSE'));
    // V8's code cache fits one Node (V8) version: the bin writes its own on the first run (issue 101).
    const caches = listing.filter((f) => f.endsWith('.cache'));
    check(`${file} holds no code cache`, caches.length === 0, caches.join(' '));
    const testSupport = listing.filter((f) => TEST_SUPPORT.test(f));
    check(`${file} holds no test support`, testSupport.length === 0, testSupport.join(' '));
    tarballs.push(path.join(work, file!));
  }

  // The third-party closure, packed from the workspace's installed copies, offered as overrides.
  const deps = path.join(work, 'deps');
  mkdirSync(deps, { recursive: true });
  const thirdParty = installedThirdPartyDirs(path.join(packagesDir, 'core'));
  const packed = JSON.parse(
    sh(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', deps, ...thirdParty.values()],
      work,
    ),
  ) as { name: string; filename: string }[];
  const overrides = Object.fromEntries(
    packed.map(({ name, filename }) => [name, `file:../deps/${filename}`]),
  );
  check(
    `npm pack of the installed third-party closure: ${Object.keys(overrides).sort().join(', ')}`,
    packed.length === thirdParty.size && packed.every(({ name }) => thirdParty.has(name)),
  );

  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify({ name: 'pack-test', private: true, type: 'module', overrides })}\n`,
  );
  // Offline, with a cache of its own (empty): nothing may come from the registry or the user's cache.
  sh(
    'npm',
    [
      'install',
      '--offline',
      `--cache=${path.join(work, 'npm-cache')}`,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      ...tarballs,
    ],
    app,
  );
  const installed = readdirSync(path.join(app, 'node_modules')).filter((f) => !f.startsWith('.'));
  const scoped = readdirSync(path.join(app, 'node_modules', '@polyhedral'));
  const expected = [...thirdParty.keys()].sort();
  check(
    `npm install of both tarballs: nothing installed but them and ${expected.join(', ')}`,
    installed
      .filter((name) => name !== '@polyhedral')
      .sort()
      .join() === expected.join() && scoped.sort().join() === 'core,dice',
    `node_modules: ${installed.map((d) => (d === '@polyhedral' ? scoped.map((s) => `${d}/${s}`).join(' ') : d)).join(' ')}`,
  );

  writeFileSync(
    path.join(app, 'check.mjs'),
    `import { distributionOf } from '@polyhedral/dice';
import { applyDamage, d20Test } from '@polyhedral/core';
import { getCoreTable } from '@polyhedral/core/tables';
console.log(JSON.stringify({
  mean: distributionOf('4d6kh3').mean,
  d20: d20Test({ kind: 'attack', bonus: 5, target: 15, advantage: true }).exact.success.toString(),
  damage: applyDamage({ hp: 30, maxHp: 30 }, { parts: [{ amount: 28, type: 'fire' }], resist: ['all'], vulnerable: ['fire'], adjustments: [-5] }).taken,
  proficiency: getCoreTable('ProficiencyBonusTable').rows[0].bonus,
}));
`,
  );
  const out = JSON.parse(sh(process.execPath, ['check.mjs'], app));
  check("plain .mjs: distributionOf('4d6kh3').mean", Math.abs(out.mean - 12.2446) < 5e-5, String(out.mean));
  check('plain .mjs: d20Test attack +5 vs 15 with Advantage', out.d20 === '319/400', out.d20);
  check('plain .mjs: applyDamage Order of Application example', out.damage === 22, String(out.damage));
  check('plain .mjs: getCoreTable ProficiencyBonusTable', out.proficiency === 2, String(out.proficiency));

  // Every entry point the package publishes answers with the names its source barrel exports.
  const published = Object.keys(corePackage.publishConfig.exports);
  writeFileSync(
    path.join(app, 'subpaths.mjs'),
    `const names = {};
for (const subpath of ${JSON.stringify(published)}) {
  names[subpath] = Object.keys(await import(\`@polyhedral/core\${subpath.slice(1)}\`)).sort();
}
console.log(JSON.stringify(names));
`,
  );
  const installedNames = JSON.parse(sh(process.execPath, ['subpaths.mjs'], app)) as Record<string, string[]>;
  for (const subpath of published) {
    const source = corePackage.exports[subpath as keyof typeof corePackage.exports];
    const expected = Object.keys(await import(new URL(`../${source}`, import.meta.url).href)).sort();
    check(
      `plain .mjs: import '@polyhedral/core${subpath.slice(1)}' gives the ${expected.length} names of ${source}`,
      expected.length > 0 && installedNames[subpath]?.join() === expected.join(),
      installedNames[subpath]?.length === undefined ? 'not found' : String(installedNames[subpath]!.length),
    );
  }

  writeFileSync(
    path.join(app, 'check.ts'),
    `import { type Distribution, distributionOf } from '@polyhedral/dice';
import { type D20TestResult, d20Test } from '@polyhedral/core';
import { type CalculatorKind, CALCULATOR_KIND_NAMES } from '@polyhedral/core/calculators';
import type { Character } from '@polyhedral/core/character';
import { type ConditionId, SRD_CONDITIONS } from '@polyhedral/core/conditions';
import { type CoreTable, getCoreTable } from '@polyhedral/core/tables';
import { createTracker, type TrackerState } from '@polyhedral/core/tracker';
const dist: Distribution = distributionOf('2d6');
const test: D20TestResult = d20Test({ kind: 'save', bonus: 2, target: 12 });
export const total: number = dist.mean + test.success;
export const kind: CalculatorKind = CALCULATOR_KIND_NAMES[0];
export const condition: ConditionId = 'BlindedCondition';
export const conditions: number = Object.keys(SRD_CONDITIONS).length;
export const table: CoreTable = getCoreTable('ProficiencyBonusTable');
export const tracker: TrackerState = createTracker();
export type Sheet = Character;
`,
  );
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'nodenext', target: 'es2022', types: [] }, files: ['check.ts'] })}\n`,
  );
  const typeCheck = consumerChecker(app);
  const consumer = typeCheck('tsconfig.json');
  check(
    'TypeScript consumer type-checks against the published .d.ts of every subpath (NodeNext)',
    consumer.ok,
    consumer.messages,
  );

  const bin = path.join(app, 'node_modules', '.bin', 'polyhedral');
  const cliOut = JSON.parse(sh(bin, ['dice', '4d6kh3', '--json'], app));
  check(
    'installed bin: polyhedral dice 4d6kh3 --json',
    Math.abs(cliOut.mean - 12.2446) < 5e-5,
    String(cliOut.mean),
  );
  const help = sh(bin, ['--help'], app);
  check('installed bin: polyhedral --help', help.includes('polyhedral damage [options]'));
  const kinds = CALCULATOR_KIND_NAMES.length;
  check(
    `installed bin: --help lists the ${kinds} calc commands of the registry and the aliases`,
    (help.match(/^polyhedral calc [a-z0-9-]+ /gm) ?? []).length === kinds &&
      help.includes('d20 = calc d20-test'),
  );
  const alias = JSON.parse(
    sh(bin, 'd20 --bonus 5 --target 15 --kind attack --advantage --json'.split(' '), app),
  );
  const calc = JSON.parse(
    sh(bin, 'calc d20-test --bonus 5 --target 15 --kind-of-test attack --advantage 1 --json'.split(' '), app),
  );
  check(
    'installed bin: d20 (alias) and calc d20-test agree, +5 vs 15 with Advantage = 319/400',
    alias.success === calc.success && alias.critical === calc.critical && alias.success === 319 / 400,
    String(alias.success),
  );
  for (const run of runReadmeExamples(
    app,
    {
      dice: path.join(packagesDir, 'dice', 'README.md'),
      core: path.join(packagesDir, 'core', 'README.md'),
    },
    typeCheck,
  )) {
    check(run.label, run.ok, run.detail);
  }
  const zhHant = sh(bin, ['table', 'ProficiencyBonusTable', '--locale', 'zh-hant'], app);
  check(
    'installed bin: --locale zh-hant speaks Traditional Chinese',
    zhHant.includes('熟練加值'),
    zhHant.split('\n')[0],
  );
  const version = sh(bin, ['--version'], app).trim();
  check('installed bin: --version', version === corePackage.version, version);
  console.log('PASS: both packages install from their tarballs and work in plain Node');
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
