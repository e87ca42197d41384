import { describe, expect, it } from 'vitest';
import { ensureSystemPackages, installCommand, missingPackages, SYSTEM_PACKAGES } from './system-packages.ts';

const without =
  (...absent: string[]) =>
  (file: string) =>
    !SYSTEM_PACKAGES.some((pkg) => absent.includes(pkg.name) && pkg.file === file);

const named = (...names: string[]) => SYSTEM_PACKAGES.filter((pkg) => names.includes(pkg.name));

describe('system packages pnpm test needs', () => {
  it('finds nothing missing when every file is there', () => {
    expect(missingPackages(SYSTEM_PACKAGES, () => true)).toEqual([]);
    expect(ensureSystemPackages({ exists: () => true, isRoot: false })).toEqual({ kind: 'present' });
  });

  it('as a user: names the missing packages and the one command, and installs nothing', () => {
    let ran = false;
    const outcome = ensureSystemPackages({
      exists: without('caddy', 'poppler-utils'),
      isRoot: false,
      install: async () => {
        ran = true;
        return true;
      },
    });
    expect(ran).toBe(false);
    expect(outcome.kind).toBe('missing');
    if (outcome.kind !== 'missing') return;
    expect(outcome.message).toContain('sudo apt-get update -qq');
    expect(outcome.message).toContain('apt-get install -y -qq caddy poppler-utils');
    expect(outcome.message.split('\n')).toHaveLength(1);
  });

  it('as root: starts the apt line for exactly the missing packages and returns before it ends', async () => {
    const installed = new Set<string>();
    const commands: string[] = [];
    let finish = (_ok: boolean) => {};
    const check = ensureSystemPackages({
      exists: (file) => installed.has(file) || without('caddy', 'poppler-utils')(file),
      isRoot: true,
      say: () => {},
      install: (command) => {
        commands.push(command);
        return new Promise<boolean>((resolve) => {
          finish = (ok) => {
            for (const pkg of SYSTEM_PACKAGES) if (command.includes(` ${pkg.name}`)) installed.add(pkg.file);
            resolve(ok);
          };
        });
      },
    });
    // Under way, not done: the caller goes on (the builds and unit tests start).
    expect(check.kind).toBe('installing');
    if (check.kind !== 'installing') return;
    expect(commands).toEqual([installCommand(named('caddy', 'poppler-utils'), true)]);
    expect(commands[0]).not.toContain('sudo');
    expect(check.packages.map((pkg) => pkg.name)).toEqual(['caddy', 'poppler-utils']);
    let settled = false;
    void check.done.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    finish(true);
    expect(await check.done).toEqual({ kind: 'installed', names: ['caddy', 'poppler-utils'] });
  });

  it('as root: reports a failed install (apt failed, or a package still missing after it)', async () => {
    const failed = ensureSystemPackages({
      exists: without('caddy'),
      isRoot: true,
      say: () => {},
      install: async () => false,
    });
    expect(failed.kind).toBe('installing');
    if (failed.kind !== 'installing') return;
    const outcome = await failed.done;
    expect(outcome.kind).toBe('missing');
    if (outcome.kind === 'missing') expect(outcome.message).toContain('apt-get could not install caddy');
    // apt said 0, but the file never came.
    const absent = ensureSystemPackages({
      exists: without('nginx-light'),
      isRoot: true,
      say: () => {},
      install: async () => true,
    });
    if (absent.kind !== 'installing') throw new Error(absent.kind);
    expect((await absent.done).kind).toBe('missing');
  });

  it("as root: installs the engines' packages by a second apt line after the first", async () => {
    const commands: string[] = [];
    const finishers: ((ok: boolean) => void)[] = [];
    const installed = new Set<string>();
    const check = ensureSystemPackages({
      exists: (file) =>
        installed.has(file) || without('chromium-headless-shell', 'firefox-esr', 'xvfb')(file),
      isRoot: true,
      say: () => {},
      install: (command) => {
        commands.push(command);
        return new Promise<boolean>((resolve) => {
          finishers.push((ok) => {
            for (const pkg of SYSTEM_PACKAGES) if (command.includes(` ${pkg.name}`)) installed.add(pkg.file);
            resolve(ok);
          });
        });
      },
    });
    if (check.kind !== 'installing') throw new Error(check.kind);
    expect(check.batches.map((batch) => batch.packages.map((pkg) => pkg.name))).toEqual([
      ['chromium-headless-shell'],
      ['firefox-esr', 'xvfb'],
    ]);
    // One apt line at a time: the second starts when the first has ended.
    expect(commands).toEqual([installCommand(named('chromium-headless-shell'), true)]);
    finishers[0]!(true);
    expect(await check.batches[0]!.done).toEqual({ kind: 'installed', names: ['chromium-headless-shell'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(commands[1]).toBe(installCommand(named('firefox-esr', 'xvfb'), true));
    finishers[1]!(true);
    expect(await check.done).toEqual({
      kind: 'installed',
      names: ['chromium-headless-shell', 'firefox-esr', 'xvfb'],
    });
  });
});
