import { LOCALES, type Locale } from '@polyhedral/i18n';
import type { SiteContent } from './site-content.ts';

export interface OtherLanguagePage {
  id: string;
  /** Each language the page exists in, with its title there. */
  versions: Array<{ locale: Locale; title: string }>;
}

/** Pages only other languages have (Thai "Dice"): the home page lists them. */
export function otherLanguagePages(content: SiteContent, locale: Locale): OtherLanguagePage[] {
  return content.pages
    .filter((page) => !page.files[locale] && !page.files.en)
    .map((page) => ({
      id: page.id,
      versions: LOCALES.flatMap((other) => {
        const title = page.files[other]?.frontMatter?.title;
        return other !== locale && title ? [{ locale: other, title }] : [];
      }),
    }))
    .filter((page) => page.versions.length > 0);
}
