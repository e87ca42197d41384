import { type Browser, chromium, type LaunchOptions } from 'playwright-core';
import { hidingFontConfigFile } from './hide-host-script-fonts.ts';

/** Debian's Chromium (`/usr/bin/chromium`), or the one `CHROMIUM_PATH` names. Nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
export function chromiumLaunchOptions(): LaunchOptions {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  env.FONTCONFIG_FILE = hidingFontConfigFile();
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], env };
}

/** Launches Debian's chromium through playwright-core (scripts and tools that are not test suites). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
