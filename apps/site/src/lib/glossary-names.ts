import { type Locale, termName } from '@polyhedral/i18n';
import { glossaryEntries } from './glossary.ts';
import { type GlossaryNameList, searchKey } from './glossary-search-key.ts';

export type { GlossaryNameList } from './glossary-search-key.ts';

/** Every term of the glossary by its name in this locale and in English (each name once). */
export function glossaryNameList(locale: Locale): GlossaryNameList {
  const terms: [string, string][] = [];
  const seen = new Set<string>();
  const add = (name: string | undefined, id: string) => {
    const key = name ? searchKey(name) : '';
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    terms.push([name!, id]);
  };
  const entries = glossaryEntries(locale);
  for (const entry of entries) add(entry.name, entry.id);
  if (locale !== 'en') for (const entry of entries) add(termName(entry.id, 'en'), entry.id);
  return { version: 1, terms };
}
