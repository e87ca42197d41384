export { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions, launchChromium } from './chromium.ts';
export { HIDDEN_FONT_CHARACTERS, hidingFontConfig, hidingFontConfigFile } from './hide-host-script-fonts.ts';
