#!/usr/bin/env node
/**
 * `polyhedral-tsc <tsc arguments>`: TypeScript 7's compiler (the native one), for `tsc --noEmit`
 * checks of plain TypeScript. It lives in a package of its own so that the other packages' peer
 * dependencies on `typescript` (astro check, Starlight, i18next) still resolve to the workspace's
 * TypeScript 5, whose JavaScript API TypeScript 7 does not ship (docs/decisions/
 * 2026-11-27-139-ci-build-native-type-checks.md).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const run = spawnSync(process.execPath, [bin, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exitCode = run.status ?? 1;
