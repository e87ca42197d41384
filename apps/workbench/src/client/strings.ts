/** The UI strings of the chosen interface language (from @polyhedral/i18n through the server). */
import {
  isWrittenLocale,
  type MessageLookup,
  messageLookup,
  WRITTEN_LOCALES,
  type WrittenLocale,
} from '@polyhedral/i18n/client';

export type Strings = Record<string, string>;

/**
 * The interface languages: the site's written locales (@polyhedral/i18n). A zh-Hant interface (its
 * strings made with OpenCC in the server) is left for the zh-Hant review round.
 */
export const UI_LANGUAGES = WRITTEN_LOCALES;
export type UiLanguage = WrittenLocale;
const UI_KEY = 'polyhedral-workbench-ui';

export function chosenUi(): UiLanguage {
  const stored = localStorage.getItem(UI_KEY);
  const wanted = new URL(location.href).searchParams.get('ui') ?? stored ?? navigator.language.slice(0, 2);
  return isWrittenLocale(wanted) ? wanted : 'en';
}

export function rememberUi(ui: UiLanguage): void {
  localStorage.setItem(UI_KEY, ui);
}

/**
 * The interface's `t`: a message of `strings` in the interface language `ui` (its plural forms by
 * that language's rules); only keys that exist typecheck. `t.data` is for a key read from a
 * response (a finding's messageKey); `t.problem` words a problem `{ code, params }` (a refusal)
 * with i18n's formatProblem, as the CLI and the site word it.
 */
export function translator(strings: Strings, ui: UiLanguage): T {
  const { t, tData, problem } = messageLookup(strings, ui);
  return Object.assign(
    (key: Parameters<MessageLookup['t']>[0], params?: Parameters<MessageLookup['t']>[1]) => t(key, params),
    { data: tData, problem },
  );
}

export type T = MessageLookup['t'] & { data: MessageLookup['tData']; problem: MessageLookup['problem'] };
