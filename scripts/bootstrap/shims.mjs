// @ts-check
/**
 * `.tools/bin/`: a `node` that is the chosen Node and a `pnpm` that runs the pinned pnpm on it. The
 * bootstrap puts this folder first on PATH, so everything the project starts (turbo, tsx, astro,
 * vitest, Playwright's Node side, pnpm's own scripts) runs on the project's Node. Each file is
 * written beside its place and renamed over it, so a command running at the same time never sees a
 * half-written shim.
 */
import { chmodSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The `pnpm` shim's text: the pinned pnpm run by the chosen Node.
 * @param {string} nodePath
 * @param {string} pnpmEntry
 */
export function pnpmShim(nodePath, pnpmEntry) {
  const quote = (/** @type {string} */ text) => `'${text.replaceAll("'", `'\\''`)}'`;
  return `#!/bin/sh\n# Written by scripts/bootstrap.mjs: the project's pnpm on the project's Node.\nexec ${quote(nodePath)} ${quote(pnpmEntry)} "$@"\n`;
}

/**
 * @param {string} binDir
 * @param {string} nodePath
 * @param {string} pnpmEntry
 */
export function writeShims(binDir, nodePath, pnpmEntry) {
  mkdirSync(binDir, { recursive: true });
  const nodeLink = join(binDir, 'node');
  let current = '';
  try {
    current = readlinkSync(nodeLink);
  } catch {
    current = '';
  }
  if (current !== nodePath) {
    const staging = `${nodeLink}.${process.pid}`;
    rmSync(staging, { force: true });
    symlinkSync(nodePath, staging);
    renameSync(staging, nodeLink);
  }
  const pnpmPath = join(binDir, 'pnpm');
  const staging = `${pnpmPath}.${process.pid}`;
  writeFileSync(staging, pnpmShim(nodePath, pnpmEntry));
  chmodSync(staging, 0o755);
  renameSync(staging, pnpmPath);
}
