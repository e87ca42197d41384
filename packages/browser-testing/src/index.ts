export { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions, launchChromium } from './chromium.ts';
