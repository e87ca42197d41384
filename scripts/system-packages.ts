/**
 * The Debian packages `pnpm test` needs beyond Node, each found by one file it installs:
 * the browser checks' headless Chromium, the full Chromium of `perf` (not needed by the tests),
 * nginx and Caddy for the deploy test, poppler for the print test, git for the content tests'
 * clones, and the cross-engine checks' Firefox ESR, WebKitGTK's WebDriver and the X server it
 * draws into (xvfb). The engines' packages (about 120 with their libraries) are a second apt line
 * after the first, so the Chromium checks never wait for them. `.ci/run` installs nothing itself: it calls `pnpm test`, which installs what is missing
 * as root (the one apt line below, beside the first builds and tests) and otherwise names it and
 * stops before any test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface SystemPackage {
  readonly name: string;
  /** A file the package installs: present means installed. */
  readonly file: string;
  /** What needs it. */
  readonly usedBy: string;
  /**
   * The turbo tasks that need it, or `every` when the first tasks already do (git: the content
   * tests clone). Those only the cross-engine checks need are installed by a second apt line.
   */
  readonly neededBy: readonly string[] | 'every';
}

export const SYSTEM_PACKAGES: readonly SystemPackage[] = [
  {
    name: 'chromium-headless-shell',
    file: '/usr/bin/chromium-headless-shell',
    usedBy: 'browser checks',
    neededBy: ['test:browser'],
  },
  { name: 'nginx-light', file: '/usr/sbin/nginx', usedBy: 'deploy test', neededBy: ['test:deploy'] },
  { name: 'caddy', file: '/usr/bin/caddy', usedBy: 'deploy test', neededBy: ['test:deploy'] },
  // The print test is one of the site's browser checks (86-print.ts).
  { name: 'poppler-utils', file: '/usr/bin/pdftoppm', usedBy: 'print test', neededBy: ['test:browser'] },
  { name: 'git', file: '/usr/bin/git', usedBy: 'content tests (clones)', neededBy: 'every' },
  // The cross-engine checks (apps/site/tests/engines): Gecko and WebKit as Debian ships them.
  { name: 'firefox-esr', file: '/usr/bin/firefox-esr', usedBy: 'Gecko checks', neededBy: ['test:engines'] },
  {
    name: 'webkit2gtk-driver',
    file: '/usr/bin/WebKitWebDriver',
    usedBy: 'WebKit checks',
    neededBy: ['test:engines'],
  },
  {
    name: 'xvfb',
    file: '/usr/bin/xvfb-run',
    usedBy: 'WebKit checks (a display)',
    neededBy: ['test:engines'],
  },
];

/** Whether only the cross-engine checks use a package (installed by the second apt line). */
function forEnginesOnly(pkg: SystemPackage): boolean {
  return pkg.neededBy !== 'every' && pkg.neededBy.every((task) => task === 'test:engines');
}

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
 * What the check found before any test: everything present; something missing that this user
 * cannot install (the message names the one command); or, as root, the install under way, with
 * the packages it installs and its outcome to come (`installed`, or `missing` when apt failed).
 */
export type SystemPackagesCheck =
  | { kind: 'present' }
  | { kind: 'missing'; message: string }
  | {
      kind: 'installing';
      packages: SystemPackage[];
      /** Every batch's outcome together: `installed` only when all were. */
      done: Promise<EnsureOutcome>;
      /** The apt lines in the order they run, each with its packages and its outcome. */
      batches: { packages: SystemPackage[]; done: Promise<EnsureOutcome> }[];
    };

/** Runs the apt line as a child process; resolves with whether it exited 0 (it never rejects). */
function aptInstall(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * Checks the system packages before any test. As root, missing ones are installed with apt in the
 * background (`install` is swappable for tests); `pnpm test` (scripts/run-tests.ts) starts its
 * turbo run once `done` has settled. As anyone else, the outcome names the one command
 * to run.
 */
export function ensureSystemPackages(
  options: {
    isRoot?: boolean;
    exists?: (file: string) => boolean;
    install?: (command: string) => Promise<boolean>;
    /** Where the one progress line goes (the console). */
    say?: (line: string) => void;
  } = {},
): SystemPackagesCheck {
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
  const install = options.install ?? aptInstall;
  (options.say ?? console.log)(
    `== installing ${names.join(' ')} (${missing.map((pkg) => pkg.usedBy).join('; ')}) before the tests start`,
  );
  /** One apt line for these packages, now or once `after` has settled (apt holds one lock). */
  const batch = async (packages: SystemPackage[], after: Promise<unknown> | null): Promise<EnsureOutcome> => {
    const command = installCommand(packages, true);
    const ok = await (after ? after.then(() => install(command)) : install(command));
    const still = missingPackages(packages, exists);
    if (!ok || still.length > 0) {
      return {
        kind: 'missing',
        message: `apt-get could not install ${still.map((pkg) => pkg.name).join(', ') || packages.map((pkg) => pkg.name).join(', ')}: run  ${installCommand(packages, true)}`,
      };
    }
    return { kind: 'installed', names: packages.map((pkg) => pkg.name) };
  };
  const groups = [missing.filter((pkg) => !forEnginesOnly(pkg)), missing.filter(forEnginesOnly)].filter(
    (group) => group.length > 0,
  );
  const batches: { packages: SystemPackage[]; done: Promise<EnsureOutcome> }[] = [];
  let previous: Promise<unknown> | null = null;
  for (const packages of groups) {
    const done = batch(packages, previous);
    batches.push({ packages, done });
    previous = done;
  }
  const done = Promise.all(batches.map((one) => one.done)).then((outcomes): EnsureOutcome => {
    const failed = outcomes.filter((outcome) => outcome.kind === 'missing');
    if (failed.length > 0)
      return { kind: 'missing', message: failed.map((outcome) => outcome.message).join('; ') };
    return { kind: 'installed', names };
  });
  return { kind: 'installing', packages: missing, done, batches };
}
