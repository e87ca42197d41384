/**
 * The section a request names by locale and rule ID, checked against the loaded model: it exists
 * in English, or only in this translation (a translation-only section), or, for a derived locale
 * (zh-hant), only in the locale it is converted from. Anything else is refused as a message key.
 */
import { type ContentModel, isReviewedLocale, type ReaderLocale } from '@polyhedral/content';
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import type { Context } from 'hono';
import type { ContentStore } from './content-store.ts';
import { refuse } from './refuse.ts';

/** A rule ID as the content writes it (letters and digits): never a path. */
export const RULE_ID = /^[A-Za-z][A-Za-z0-9]{0,99}$/;

export interface SectionTarget {
  locale: ReaderLocale;
  id: string;
  model: ContentModel;
}

export type FoundSection =
  | ({ ok: true } & SectionTarget)
  | { ok: false; status: 400 | 404; code: 'workbench.refused.locale' | 'workbench.refused.id' };

export function findSection(model: ContentModel, locale: string, id: string): FoundSection {
  if (!isReviewedLocale(locale)) return { ok: false, status: 400, code: 'workbench.refused.locale' };
  if (!RULE_ID.test(id)) return { ok: false, status: 400, code: 'workbench.refused.id' };
  const entry = model.sections.get(id);
  const from = isDerivedLocale(locale) ? entry?.[DERIVED_LOCALES[locale]] : undefined;
  if (!entry?.en && !entry?.[locale] && !from)
    return { ok: false, status: 404, code: 'workbench.refused.id' };
  return { ok: true, locale, id, model };
}

/** The section of the request's `:locale` and `:id`, or the refusal to send. */
export function sectionTarget(
  c: Context,
  store: ContentStore,
): ({ ok: true } & SectionTarget) | { ok: false; refusal: Response } {
  const found = findSection(store.model(), c.req.param('locale') ?? '', c.req.param('id') ?? '');
  return found.ok ? found : { ok: false, refusal: refuse(c, found.status, found.code) };
}
