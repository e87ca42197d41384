// @ts-check
/**
 * Whether `node_modules` matches the lockfile and the toolchain: a small record written after each
 * install the bootstrap runs (`node_modules/.polyhedral-install.json`). When it matches, the start
 * and test commands skip `pnpm install` (no second or two of "Already up to date" on every start).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {{ lockfile: string, nodeMajor: number, pnpm: string }} InstallState */

/**
 * @param {string} root
 * @param {string} nodeVersion
 * @param {string} pnpmVersion
 * @returns {InstallState}
 */
export function wantedState(root, nodeVersion, pnpmVersion) {
  const lockfile = createHash('sha256')
    .update(readFileSync(join(root, 'pnpm-lock.yaml')))
    .digest('hex');
  return { lockfile, nodeMajor: Number(nodeVersion.replace(/^v/, '').split('.')[0]), pnpm: pnpmVersion };
}

/**
 * @param {string} root
 * @param {InstallState} wanted
 */
export function isInstalled(root, wanted) {
  try {
    const recorded = JSON.parse(readFileSync(join(root, 'node_modules', '.polyhedral-install.json'), 'utf8'));
    return (
      recorded.lockfile === wanted.lockfile &&
      recorded.nodeMajor === wanted.nodeMajor &&
      recorded.pnpm === wanted.pnpm
    );
  } catch {
    return false;
  }
}

/**
 * @param {string} root
 * @param {InstallState} state
 */
export function recordInstall(root, state) {
  writeFileSync(
    join(root, 'node_modules', '.polyhedral-install.json'),
    `${JSON.stringify(state, null, 2)}\n`,
  );
}
