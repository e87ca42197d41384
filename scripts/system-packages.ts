/**
 * The Debian packages `pnpm test` needs beyond Node, each found by one file it installs:
 * the browser checks' headless Chromium, the full Chromium of `perf` (not needed by the tests),
 * nginx and Caddy for the deploy test, poppler for the print test, git for the content tests'
 * clones. `.ci/run` installs nothing itself: it calls `pnpm test`, which installs what is missing
 * as root (the one apt line below) and otherwise names it and stops before any test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface SystemPackage {
  /** Debian's package name. */
  readonly name: string;
  /** A file the package installs: present means installed. */
  readonly file: string;
  /** What needs it. */
  readonly usedBy: string;
}

export const SYSTEM_PACKAGES: readonly SystemPackage[] = [
  { name: 'chromium-headless-shell', file: '/usr/bin/chromium-headless-shell', usedBy: 'browser checks' },
  { name: 'nginx-light', file: '/usr/sbin/nginx', usedBy: 'deploy test' },
  { name: 'caddy', file: '/usr/bin/caddy', usedBy: 'deploy test' },
  { name: 'poppler-utils', file: '/usr/bin/pdftoppm', usedBy: 'print test' },
  { name: 'git', file: '/usr/bin/git', usedBy: 'content tests (clones)' },
];

/** The packages whose file is missing (`exists` is swappable for tests). */
export function missingPackages(
  packages: readonly SystemPackage[] = SYSTEM_PACKAGES,
  exists: (file: string) => boolean = existsSync,
): SystemPackage[] {
  return packages.filter((pkg) => !exists(pkg.file));
}

/** The one command that installs them: the same line whether root runs it here or a user by hand. */
export function installCommand(missing: readonly SystemPackage[], asRoot: boolean): string {
  const names = missing.map((pkg) => pkg.name).join(' ');
  const sudo = asRoot ? '' : 'sudo ';
  return `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`;
}

export type EnsureOutcome =
  | { kind: 'present' }
  | { kind: 'installed'; names: string[] }
  | { kind: 'missing'; message: string };

/**
 * Checks the system packages before any test. As root, missing ones are installed with apt
 * (`install` is swappable for tests); as anyone else, the outcome names the one command to run.
 */
export function ensureSystemPackages(
  options: {
    isRoot?: boolean;
    exists?: (file: string) => boolean;
    install?: (command: string) => boolean;
    /** Where the one progress line goes (the console). */
    say?: (line: string) => void;
  } = {},
): EnsureOutcome {
  const exists = options.exists ?? existsSync;
  const missing = missingPackages(SYSTEM_PACKAGES, exists);
  if (missing.length === 0) return { kind: 'present' };
  const isRoot = options.isRoot ?? process.getuid?.() === 0;
  const names = missing.map((pkg) => pkg.name);
  if (!isRoot) {
    return {
      kind: 'missing',
      message: `pnpm test needs ${names.join(', ')} (${missing.map((pkg) => pkg.usedBy).join('; ')}): run  ${installCommand(missing, false)}`,
    };
  }
  const install =
    options.install ??
    ((command: string) =>
      spawnSync('sh', ['-c', command], { stdio: ['ignore', 'inherit', 'inherit'] }).status === 0);
  (options.say ?? console.log)(
    `== installing ${names.join(' ')} (${missing.map((pkg) => pkg.usedBy).join('; ')})`,
  );
  const ok = install(installCommand(missing, true));
  const still = missingPackages(missing, exists);
  if (!ok || still.length > 0) {
    return {
      kind: 'missing',
      message: `apt-get could not install ${still.map((pkg) => pkg.name).join(', ') || names.join(', ')}: run  ${installCommand(missing, true)}`,
    };
  }
  return { kind: 'installed', names };
}
