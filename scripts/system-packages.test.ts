import { describe, expect, it } from 'vitest';
import { ensureSystemPackages, installCommand, missingPackages, SYSTEM_PACKAGES } from './system-packages.ts';

const without =
  (...absent: string[]) =>
  (file: string) =>
    !SYSTEM_PACKAGES.some((pkg) => absent.includes(pkg.name) && pkg.file === file);

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
      install: () => {
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

  it('as root: runs the apt line for exactly the missing packages', () => {
    const installed = new Set<string>();
    const commands: string[] = [];
    const outcome = ensureSystemPackages({
      exists: (file) => installed.has(file) || without('caddy', 'poppler-utils')(file),
      isRoot: true,
      say: () => {},
      install: (command) => {
        commands.push(command);
        for (const pkg of SYSTEM_PACKAGES) if (command.includes(` ${pkg.name}`)) installed.add(pkg.file);
        return true;
      },
    });
    expect(commands).toEqual([
      installCommand(
        SYSTEM_PACKAGES.filter((p) => ['caddy', 'poppler-utils'].includes(p.name)),
        true,
      ),
    ]);
    expect(commands[0]).not.toContain('sudo');
    expect(outcome).toEqual({ kind: 'installed', names: ['caddy', 'poppler-utils'] });
  });

  it('as root: reports a failed install instead of running the tests', () => {
    const outcome = ensureSystemPackages({
      exists: without('caddy'),
      isRoot: true,
      say: () => {},
      install: () => false,
    });
    expect(outcome.kind).toBe('missing');
  });
});
