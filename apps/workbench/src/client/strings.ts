/** The UI strings of the chosen interface language (from @polyhedral/i18n through the server). */
import { formatMessage, isLocale, LOCALES, type Locale } from '@polyhedral/i18n/client';

export type Strings = Record<string, string>;

/** The interface languages: the site's locales (@polyhedral/i18n). */
export const UI_LANGUAGES = LOCALES;
export type UiLanguage = Locale;
const UI_KEY = 'polyhedral-workbench-ui';

export function chosenUi(): UiLanguage {
  const stored = localStorage.getItem(UI_KEY);
  const wanted = new URL(location.href).searchParams.get('ui') ?? stored ?? navigator.language.slice(0, 2);
  return isLocale(wanted) ? wanted : 'en';
}

export function rememberUi(ui: UiLanguage): void {
  localStorage.setItem(UI_KEY, ui);
}

/** The interface's `t`: a message of `strings` in the interface language `ui` (its plural forms by that language's rules). */
export function translator(strings: Strings, ui: UiLanguage) {
  return (key: string, params: Record<string, string | number> = {}) =>
    formatMessage(strings, key, params, ui);
}

export type T = ReturnType<typeof translator>;
