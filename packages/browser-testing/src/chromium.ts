import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

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

/** The launch options every browser script, tool and test suite of the project uses. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}

/** Launches Debian's chromium through playwright-core (scripts and tools that are not test suites). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
