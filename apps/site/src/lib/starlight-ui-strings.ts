import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { intlLocale } from '@polyhedral/i18n';

const require = createRequire(import.meta.url);

/**
 * Starlight's own UI strings (skip link, "On this page", theme and language menus, previous/next)
 * for a page `lang` it files under another tag: it ships Traditional Chinese as zh-TW (written by
 * its translators, Taiwan usage), and looks up zh-Hant, our pages' lang, in vain (English then).
 * Hand-written text wins over converted text, so these are used as they are.
 */
const STARLIGHT_TAGS: Readonly<Record<string, string>> = { [intlLocale('zh-hant')]: 'zh-TW' };

/** Entries of Starlight's `i18n` collection: one per page lang, its id the lang. */
export function starlightUiStrings(): Array<{ id: string } & Record<string, string>> {
  const dir = path.join(path.dirname(require.resolve('@astrojs/starlight')), 'translations');
  return Object.entries(STARLIGHT_TAGS).map(([lang, tag]) => ({
    ...(JSON.parse(readFileSync(path.join(dir, `${tag}.json`), 'utf8')) as Record<string, string>),
    id: lang,
  }));
}
