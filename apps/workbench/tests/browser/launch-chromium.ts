import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`), headless, with the flags that work
 * here as root and keep it from calling any other host. Every browser script and test uses this.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
