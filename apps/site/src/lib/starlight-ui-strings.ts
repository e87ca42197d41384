import { intlLocale } from '@polyhedral/i18n';

/**
 * Starlight's own UI strings (skip link, "On this page", theme and language menus, previous/next)
 * for a page `lang` it files under another tag: it ships Traditional Chinese as zh-TW (written by
 * its translators, Taiwan usage), and looks up zh-Hant, our pages' lang, in vain (English then).
 * Hand-written text wins over converted text, so these are used as they are.
 */
const STARLIGHT_TAGS: Readonly<Record<string, string>> = { [intlLocale('zh-hant')]: 'zh-TW' };

/**
 * Starlight's strings for one of its tags: since 0.42 it ships them as modules beside its entry
 * (`dist/translations/<tag>.js`), which its `exports` do not list, so they are found from the
 * package's resolved entry.
 */
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
