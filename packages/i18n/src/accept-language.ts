import { DEFAULT_LOCALE, type Locale } from './locales.ts';

interface LanguageRange {
  tag: string;
  quality: number;
  order: number;
}

/** Parses `en-US,th;q=0.8,*;q=0.1` into ranges, highest quality first (ties keep header order). */
function parseAcceptLanguage(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...rawParams] = part.trim().split(';');
    const tag = (rawTag ?? '').trim().toLowerCase();
    if (tag === '') return;
    let quality = 1;
    for (const param of rawParams) {
      const [name, value] = param.trim().split('=');
      if (name?.trim() === 'q') {
        const q = Number(value);
        quality = Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
      }
    }
    if (quality > 0) ranges.push({ tag, quality, order });
  });
  return ranges.sort((a, b) => b.quality - a.quality || a.order - b.order);
}

/** Maps one language tag to a site locale: `th-TH` -> th, `zh`, `zh-Hans`, `zh-TW`... -> zh, `en-*` -> en. */
function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.split('-')[0];
  if (primary === 'en' || primary === 'th' || primary === 'zh') return primary;
  return undefined;
}

/** Picks the best site locale for an HTTP `Accept-Language` header; English when nothing matches. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const range of parseAcceptLanguage(header)) {
    const locale = localeOfTag(range.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
