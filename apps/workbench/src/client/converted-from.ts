/** For a derived locale (zh-hant): the source locale's text (zh) its generated text is converted from. */
import { intlLocale, isLocale, LANGUAGE_NAMES } from '@polyhedral/i18n/client';
import type { SectionResponse } from '../shared/api-types.ts';
import { h } from './dom.ts';
import type { T } from './strings.ts';

type ConvertedFrom = NonNullable<SectionResponse['convertedFrom']>;

/** The source language by its own name (简体中文), as the reviewer reads it in every message. */
export function sourceLanguageName(from: ConvertedFrom): string {
  return isLocale(from.locale) ? LANGUAGE_NAMES[from.locale] : from.locale;
}

export function renderConvertedFrom(from: ConvertedFrom, t: T): HTMLElement {
  const language = sourceLanguageName(from);
  return h(
    'details',
    { class: 'converted-from', 'data-converted-from': from.locale, open: true },
    h('summary', {}, t('workbench.convertedFrom', { locale: language })),
    // The English moved on after the source text was translated: so did nothing converted from it.
    from.stale &&
      h(
        'p',
        { class: 'converted-stale', 'data-source-stale': '' },
        t('workbench.convertedSourceStale', { locale: language }),
      ),
    // Tagged with its language, so it is drawn as that script (Simplified glyphs for zh).
    h('pre', { lang: isLocale(from.locale) ? intlLocale(from.locale) : from.locale }, from.markdown),
  );
}
