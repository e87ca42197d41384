/** The UI strings of the chosen interface language (from @polyhedral/i18n through the server). */
export type Strings = Record<string, string>;

export const UI_LANGUAGES = ['en', 'th', 'zh'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
const UI_KEY = 'polyhedral-workbench-ui';

export function chosenUi(): UiLanguage {
  const stored = localStorage.getItem(UI_KEY);
  const wanted = new URL(location.href).searchParams.get('ui') ?? stored ?? navigator.language.slice(0, 2);
  return (UI_LANGUAGES as readonly string[]).includes(wanted) ? (wanted as UiLanguage) : 'en';
}

export function rememberUi(ui: UiLanguage): void {
  localStorage.setItem(UI_KEY, ui);
}

export function translator(strings: Strings) {
  return (key: string, params: Record<string, string | number> = {}) =>
    (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export type T = ReturnType<typeof translator>;
