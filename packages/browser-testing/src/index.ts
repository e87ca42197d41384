export {
  CHROMIUM_ARGS,
  type ChromiumPurpose,
  chromiumLaunchOptions,
  chromiumPath,
  launchChromium,
  SUITE_CHROMIUM_PATH,
  TIMING_CHROMIUM_PATH,
} from './chromium.ts';
export { HIDDEN_FONT_CHARACTERS, hidingFontConfig, hidingFontConfigFile } from './hide-host-script-fonts.ts';
