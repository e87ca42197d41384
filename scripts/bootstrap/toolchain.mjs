// @ts-check
/**
 * The toolchain the project runs on, read from the repository: the Node version in `.node-version`
 * (one exact version, e.g. `26.10.0`) and the pnpm version in package.json's `packageManager`
 * (`pnpm@10.34.9+sha512.<hex>`). Plain JavaScript with no dependencies: it runs before anything is
 * installed, on whatever Node the machine has (18 or later).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ major: number, minor: number, patch: number }} Version
 * @typedef {{ node: string, pnpm: string }} Toolchain
 */

/**
 * Parses `v26.10.0` or `26.10.0`; null for anything else.
 * @param {string} text
 * @returns {Version | null}
 */
export function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/**
 * The pnpm version named by a `packageManager` field, or null when it names another manager.
 * @param {unknown} field
 * @returns {string | null}
 */
export function pnpmVersionOf(field) {
  if (typeof field !== 'string') return null;
  const match = /^pnpm@(\d+\.\d+\.\d+)(\+sha\d+\.[0-9a-f]+)?$/.exec(field.trim());
  return match ? (match[1] ?? null) : null;
}

/**
 * Reads the pinned versions from a checkout; throws a sentence naming the file that is wrong.
 * @param {string} root
 * @returns {Toolchain}
 */
export function readToolchain(root) {
  const nodeText = readFileSync(join(root, '.node-version'), 'utf8');
  if (!parseVersion(nodeText)) {
    throw new Error(
      `.node-version must hold one exact Node version such as 26.10.0, not "${nodeText.trim()}"`,
    );
  }
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const pnpm = pnpmVersionOf(manifest.packageManager);
  if (!pnpm) {
    throw new Error(
      'package.json\'s "packageManager" must name an exact pnpm version (pnpm@X.Y.Z+sha512...)',
    );
  }
  return { node: nodeText.trim().replace(/^v/, ''), pnpm };
}
