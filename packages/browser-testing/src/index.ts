export {
  CHROMIUM_ARGS,
  chromiumLaunchOptions,
  chromiumPath,
  launchChromium,
} from './chromium.ts';
export { hidingFontConfig, hidingFontConfigFile } from './hide-host-script-fonts.ts';
