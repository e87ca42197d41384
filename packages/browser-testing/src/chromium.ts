import { type Browser, chromium, type LaunchOptions } from 'playwright-core';
import { hidingFontConfigFile } from './hide-host-script-fonts.ts';

/**
 * What a browser is launched for, which decides the binary:
 * - `suite`: the browser checks and the tools that only look at pages (icons). Debian's
 *   `chromium-headless-shell`, the headless build Playwright itself runs by default: the same
 *   source and version as `chromium`, about a third less CPU for the same checks
 *   (docs/DECISIONS.md, "The browser checks run in Debian's chromium-headless-shell").
 *   `CHROMIUM_PATH` overrides it.
 * - `timing`: anything that reports a timing a reader would see (perf, tap-to-ready, the
 *   workbench timing): Debian's full `chromium`, the browser readers run. `TIMING_CHROMIUM_PATH`
 *   overrides it.
 */
export type ChromiumPurpose = 'suite' | 'timing';

export const SUITE_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const TIMING_CHROMIUM_PATH = process.env.TIMING_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The binary for a purpose. Nothing downloads a browser. */
export function chromiumPath(purpose: ChromiumPurpose): string {
  return purpose === 'timing' ? TIMING_CHROMIUM_PATH : SUITE_CHROMIUM_PATH;
}

/** Headless, as root, and kept from calling any other host. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The launch options every browser script, tool and test suite of the project uses. The machine's
 * Thai and CJK fonts are hidden from the browser (hide-host-script-fonts.ts): tests see the same
 * fonts on a translator's desktop as on a bare CI machine.
 */
export function chromiumLaunchOptions(purpose: ChromiumPurpose = 'suite'): LaunchOptions {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  env.FONTCONFIG_FILE = hidingFontConfigFile();
  return { executablePath: chromiumPath(purpose), args: [...CHROMIUM_ARGS], env };
}

/** Launches Debian's chromium through playwright-core (scripts and tools that are not test suites). */
export function launchChromium(purpose: ChromiumPurpose = 'suite'): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(purpose));
}
