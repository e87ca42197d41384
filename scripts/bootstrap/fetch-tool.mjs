// @ts-check
/**
 * Brings one pinned package from the npm registry into `.tools/<name>-<version>/` with the machine's
 * npm (which checks the registry's integrity hash): installed into a temporary folder first and
 * renamed into place only when complete, so an interrupted fetch leaves nothing half-made and two
 * commands started at once do not see each other's partial install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A refusal the bootstrap prints as it is (no stack trace), then exits 1. */
export class ToolchainError extends Error {}

/**
 * How to run the machine's npm: the npm that started this script (`npm start`), else the one beside
 * this Node, else `npm` on PATH.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} execPath
 * @returns {string[]}
 */
export function npmCommand(env, execPath) {
  const viaNpm = env.npm_execpath;
  if (viaNpm && /npm-cli\.c?js$/.test(viaNpm)) return [execPath, viaNpm];
  const beside = join(dirname(execPath), process.platform === 'win32' ? 'npm.cmd' : 'npm');
  if (existsSync(beside)) return [beside];
  return ['npm'];
}

/**
 * The lines of npm's error output that say what went wrong (its code and the failed request or
 * missing version), without the stack and the error object's dump; its first lines otherwise.
 * @param {string} output
 * @returns {string[]}
 */
export function npmSummary(output) {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^npm (error|ERR!)\s?/, '').trimEnd())
    .filter((line) => line.trim() !== '');
  const telling = lines.filter((line) =>
    /^code |request to |404|No matching version|ETARGET|EACCES|ENOSPC|EPERM/.test(line),
  );
  return (telling.length > 0 ? telling : lines).slice(0, 4);
}

/**
 * The folder a fetched package lives in.
 * @param {string} toolsDir
 * @param {string} name
 * @param {string} version
 */
export function toolFolder(toolsDir, name, version) {
  return join(toolsDir, `${name}-${version}`);
}

/**
 * Fetches `name@version` unless already there; returns its package folder
 * (`.tools/<name>-<version>/node_modules/<name>`).
 * @param {{ toolsDir: string, name: string, version: string, npm: string[], why: string }} request
 * @returns {string}
 */
export function fetchTool({ toolsDir, name, version, npm, why }) {
  const folder = toolFolder(toolsDir, name, version);
  const packageDir = join(folder, 'node_modules', name);
  if (existsSync(join(packageDir, 'package.json'))) return packageDir;
  mkdirSync(toolsDir, { recursive: true });
  const staging = `${folder}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), '{ "private": true }\n');
  process.stderr.write(`${why}: fetching ${name}@${version} from the npm registry into .tools/ (once)...\n`);
  const [command, ...leading] = npm;
  const result = spawnSync(
    /** @type {string} */ (command),
    [
      ...leading,
      'install',
      `${name}@${version}`,
      '--prefix',
      staging,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--fetch-retries=1',
      '--fetch-retry-mintimeout=2000',
      '--fetch-retry-maxtimeout=10000',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' },
  );
  if (
    result.error ||
    result.status !== 0 ||
    !existsSync(join(staging, 'node_modules', name, 'package.json'))
  ) {
    rmSync(staging, { recursive: true, force: true });
    const said = npmSummary(result.error?.message ?? `${result.stderr ?? ''}\n${result.stdout ?? ''}`);
    throw new ToolchainError(
      [
        `Could not fetch ${name}@${version} from the npm registry (${why}).`,
        ...said.map((line) => `  npm: ${line}`),
        'Check the network or the npm registry setting (`npm config get registry`), or install that',
        'version yourself and put it first on PATH, then run the command again.',
      ].join('\n'),
    );
  }
  if (existsSync(folder)) {
    // Another command finished the same fetch first: keep its copy.
    rmSync(staging, { recursive: true, force: true });
  } else {
    renameSync(staging, folder);
  }
  return packageDir;
}
