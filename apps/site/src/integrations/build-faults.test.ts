/**
 * The build's own writers under a full disk, a read-only folder, no permission or an I/O error
 * (issue: pre-release probe, round 4): one localized line naming the file and exit 2, never a
 * stack. Faults are injected into the real integrations' writes (node:fs/promises' writeFile).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fault = vi.hoisted(() => ({ code: null as string | null, withPath: true }));

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (file, ...rest) => {
    if (fault.code !== null) {
      // A full disk is reported by `write`, after `open` succeeded: Node names no file then.
      throw Object.assign(new Error(`${fault.code}: injected`), {
        code: fault.code,
        ...(fault.withPath ? { path: String(file), syscall: 'open' } : { syscall: 'write' }),
      });
    }
    return fs.writeFile(file, ...rest);
  };
  return { ...fs, default: { ...fs, writeFile }, writeFile };
});

// The site's test files share one module graph (vitest.shared.ts: no isolation): a file run
// before this one in the same worker may have loaded the writers with the real writeFile, and
// this file's mock would then never reach them (all 7 tests failed so, in one run's order).
// Dropping the loaded modules makes the imports below load them afresh, with the mock.
vi.resetModules();
const { BUILD_FAULT_EXIT, buildFaultLine, endingFaultsInALine } = await import('./build-faults.ts');
const { searchEngines } = await import('./search-engines.ts');
const { deployHeaders } = await import('./security/deploy-headers-integration.ts');
const { REVIEW_PAGE_PATHS } = await import('./security/security-headers.ts');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'polyhedral-build-fault-'));
  // The built review pages the headers step reads its script hashes from (their policy metas).
  for (const reviewPath of REVIEW_PAGE_PATHS) {
    mkdirSync(path.join(dir, reviewPath), { recursive: true });
    writeFileSync(
      path.join(dir, reviewPath, 'index.html'),
      `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-AAAA'">`,
    );
  }
});
afterEach(() => {
  fault.code = null;
  fault.withPath = true;
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `integration`'s build:done hook as Astro would; what it printed and the exit code asked for. */
async function runBuildDone(integration: AstroIntegration, env: Record<string, string> = {}) {
  const lines: string[] = [];
  let exitCode: number | null = null;
  const wrapped = endingFaultsInALine(integration, {
    report: (line) => lines.push(line),
    exit: (code) => {
      exitCode = code;
      return undefined as never;
    },
    env,
  });
  const logger = { info() {}, warn() {}, error() {}, debug() {}, fork: () => logger };
  await wrapped.hooks['astro:build:done']!({ dir: pathToFileURL(`${dir}/`), logger } as never);
  return { lines, exitCode };
}

describe('the build ends a write fault in one line', () => {
  it.each([
    ['ENOSPC', /the disk is full \(ENOSPC\)/],
    ['EROFS', /the folder is read-only \(EROFS\)/],
    ['EACCES', /no permission to write here \(EACCES\)/],
    ['EIO', /input\/output error \(EIO\)/],
  ])('%s writing robots.txt: the file named, exit 2, no stack', async (code, words) => {
    fault.code = code;
    const { lines, exitCode } = await runBuildDone(searchEngines('https://rules.example'));
    expect(exitCode).toBe(BUILD_FAULT_EXIT);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^${path.join(dir, 'robots.txt').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: `),
    );
    expect(lines[0]).toMatch(words);
    expect(lines[0]).not.toMatch(/\n|\bat .*:\d+:\d+/);
  });

  it('a full disk reported by `write` (no file in the error) still names the file written', async () => {
    fault.code = 'ENOSPC';
    fault.withPath = false;
    const { lines, exitCode } = await runBuildDone(deployHeaders());
    expect(exitCode).toBe(BUILD_FAULT_EXIT);
    expect(lines).toEqual([
      expect.stringContaining(`${path.join(dir, '_headers')}: the disk is full (ENOSPC)`),
    ]);
  });

  it('in the language of the environment (LANG=th_TH.UTF-8, zh_CN.UTF-8)', async () => {
    fault.code = 'ENOSPC';
    const thai = await runBuildDone(deployHeaders(), { LANG: 'th_TH.UTF-8' });
    expect(thai.lines[0]).toContain(`${path.join(dir, '_headers')}: ดิสก์เต็ม (ENOSPC)`);
    const chinese = await runBuildDone(deployHeaders(), { LC_ALL: 'zh_CN.UTF-8' });
    expect(chinese.lines[0]).toContain(`${path.join(dir, '_headers')}：磁盘已满（ENOSPC）`);
  });

  it('without a fault the hook writes as before; any other error is thrown on as it was', async () => {
    const { lines, exitCode } = await runBuildDone(deployHeaders());
    expect(lines).toEqual([]);
    expect(exitCode).toBeNull();
    fault.code = 'ENOENT';
    await expect(runBuildDone(deployHeaders())).rejects.toMatchObject({ code: 'ENOENT' });
    expect(buildFaultLine(new Error('plain'))).toBeNull();
  });
});
