import { intlLocale } from '@polyhedral/i18n';

/** Starlight files Traditional Chinese under zh-TW; our pages' lang is zh-Hant, which it looks up in vain. */
const STARLIGHT_TAGS: Readonly<Record<string, string>> = { [intlLocale('zh-hant')]: 'zh-TW' };

/** Starlight's strings for a tag: modules beside its entry its `exports` do not list. */
async function starlightStrings(tag: string): Promise<Record<string, string>> {
  const file = new URL(`./translations/${tag}.js`, import.meta.resolve('@astrojs/starlight'));
  const module = (await import(/* @vite-ignore */ file.href)) as { default: Record<string, string> };
  return module.default;
}

/** Entries of Starlight's `i18n` collection: one per page lang, its id the lang. */
export async function starlightUiStrings(): Promise<Array<{ id: string } & Record<string, string>>> {
  return Promise.all(
    Object.entries(STARLIGHT_TAGS).map(async ([lang, tag]) => ({
      ...(await starlightStrings(tag)),
      id: lang,
    })),
  );
}
