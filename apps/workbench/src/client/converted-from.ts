/** For a derived locale (zh-hant): the source locale's text (zh) its generated text is converted from. */
import type { SectionResponse } from '../shared/api-types.ts';
import { h } from './dom.ts';
import type { T } from './strings.ts';

/** The `lang` of a source locale's text (zh is Simplified Chinese). */
const LANG: Readonly<Record<string, string>> = { zh: 'zh-CN' };

export function renderConvertedFrom(from: NonNullable<SectionResponse['convertedFrom']>, t: T): HTMLElement {
  return h(
    'details',
    { class: 'converted-from', 'data-converted-from': from.locale, open: true },
    h('summary', {}, t('workbench.convertedFrom', { locale: from.locale })),
    // The English moved on after the source text was translated: so did nothing converted from it.
    from.stale &&
      h(
        'p',
        { class: 'converted-stale', 'data-source-stale': '' },
        t('workbench.convertedSourceStale', { locale: from.locale }),
      ),
    h('pre', { lang: LANG[from.locale] ?? from.locale }, from.markdown),
  );
}
