/**
 * What POST /api/handback-open answers: what importing a hand-back bundle would do here, section
 * by section (content's planImport), and for a section changed on both sides both versions, its
 * save base and a word diff (here -> bundle), for a merge. A bundle naming a section this content
 * does not have is the problem `handback.import.unknown-ids`, as `pnpm content import` says it.
 */
import {
  type ContentModel,
  type HandbackBundle,
  planImport,
  sectionTextHash,
  wordDiff,
} from '@polyhedral/content';
import { DERIVED_LOCALES, isDerivedLocale } from '@polyhedral/i18n';
import type { HandbackOpenResponse, HandbackOpenSection, Problem } from '../../shared/api-types.ts';

export type HandbackOpenView = { ok: true; view: HandbackOpenResponse } | { ok: false; problem: Problem };

export function handbackOpenView(model: ContentModel, bundle: HandbackBundle): HandbackOpenView {
  const from = isDerivedLocale(bundle.locale) ? DERIVED_LOCALES[bundle.locale] : null;
  const unknown = bundle.sections.filter((section) => {
    const entry = model.sections.get(section.id);
    return !entry?.en && !entry?.[bundle.locale] && !(from && entry?.[from]);
  });
  if (unknown.length > 0) {
    const ids = unknown.map((section) => section.id).join(', ');
    return { ok: false, problem: { code: 'handback.import.unknown-ids', params: { ids } } };
  }
  const plan = planImport(model, bundle);
  const sections = bundle.sections.map((section, index): HandbackOpenSection => {
    const step = plan[index]!;
    const entry = model.sections.get(section.id);
    const shown: HandbackOpenSection = {
      id: section.id,
      title: (entry?.[bundle.locale] ?? entry?.en)?.title ?? section.id,
      action: step.action,
      incoming: section.markdown,
      review: section.review ? { by: section.review.by, date: section.review.date } : null,
    };
    if (step.action !== 'conflict') return shown;
    return {
      ...shown,
      current: step.current,
      base: step.current === null ? null : sectionTextHash(step.current),
      parts: step.current === null ? [] : wordDiff(step.current, step.incoming, bundle.locale),
    };
  });
  return { ok: true, view: { locale: bundle.locale, exported: bundle.exported, sections } };
}
