/**
 * What rejecting a suggestion would do, decided from the repository (committed-versions.ts), never
 * from what the entry says about itself (a forged `before`, `converted` or `drafted` could unlabel a
 * draft, drop a signed section or write text it never had). A section no longer at the entry's
 * text, or signed, only loses the entry; the earlier text is put back only when the repository
 * holds it (HEAD, a commit of the file, an older entry anchored so, or zh-hant's conversion while
 * HEAD has no hand-written section), its draft label going only when that version had none, after
 * the writer's gate (review-blockers.ts). Without git only the conversion can be anchored.
 */
import { isDerivedLocale } from '@polyhedral/i18n';
import { convertedText } from '../derive/save-derived-section.ts';
import type { Diagnostic } from '../findings/diagnostic.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { draftBlockers, gateModel } from '../review/page/review-blockers.ts';
import type { DraftEntry } from '../sections/save-section-result.ts';
import { sameSectionText } from '../text/normalized-section-text.ts';
import { committedVersions, entriesNow } from './committed-versions.ts';
import type { Suggestion } from './suggestion-queue.ts';

export type RejectPlan =
  | { kind: 'nothing'; why: 'moved-on' | 'signed' | 'not-in-repository' }
  | { kind: 'conversion'; now: string; text: string }
  | { kind: 'text'; now: string; text: string; undraft: DraftEntry[] }
  | { kind: 'blocked'; text: string; findings: Diagnostic[] };

/**
 * The section's text now: as written, or a derived locale's section not written by hand, its
 * conversion (what readers are shown).
 */
export function sectionNow(model: ContentModel, locale: ReaderLocale, id: string): string | null {
  const written = model.sections.get(id)?.[locale]?.markdown ?? null;
  if (!isDerivedLocale(locale) || hasTranslation(model, locale, id)) return written;
  return convertedText(model, locale, id);
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && sameSectionText(a, b);

/** The writer's gate on the text to put back. */
function gated(model: ContentModel, locale: ReaderLocale, id: string, plan: RejectPlan): RejectPlan {
  if (plan.kind !== 'text') return plan;
  const gate = gateModel(model, locale, id);
  const knownRuleIds = new Set(model.sections.keys());
  const blockers = gate ? draftBlockers(gate, locale, id, plan.text, { knownRuleIds }) : null;
  if (blockers !== null && blockers.length === 0) return plan;
  return {
    kind: 'blocked',
    text: plan.text,
    findings: (blockers ?? []).map((blocker) => blocker.diagnostic),
  };
}

/** `entry`'s reject, with `older` the entries queued before it (any section: those of its section are read). */
export function rejectPlan(
  model: ContentModel,
  locale: ReaderLocale,
  entry: Suggestion,
  older: readonly Suggestion[] = [],
): RejectPlan {
  const { id } = entry;
  const now = sectionNow(model, locale, id);
  if (now === null || !sameSectionText(now, entry.text)) return { kind: 'nothing', why: 'moved-on' };
  const section = model.sections.get(id)?.[locale];
  if (section?.review === 'reviewed' || section?.review === 'accepted')
    return { kind: 'nothing', why: 'signed' };
  if (!hasTranslation(model, locale, id) && isDerivedLocale(locale))
    return { kind: 'nothing', why: 'moved-on' };
  const versions = committedVersions(model, locale, id) ?? [];
  // zh-hant: the conversion, when the repository's version before this text had no hand-written section.
  const conversion = isDerivedLocale(locale) ? convertedText(model, locale, id) : null;
  const previous = versions.find((version) => !same(version.text, now));
  const created = versions.length === 0 || previous?.text === null;
  if (conversion !== null && created && same(entry.before, conversion))
    return { kind: 'conversion', now, text: conversion };
  if (entry.before === null) return { kind: 'nothing', why: 'not-in-repository' };
  const committed = versions.find((version) => same(version.text, entry.before));
  if (committed) {
    const current = entriesNow(model, locale, id);
    const undraft = [...current].filter((one) => !committed.entries.has(one));
    return gated(model, locale, id, { kind: 'text', now, text: committed.text!, undraft });
  }
  // Two imports in a row: the older entry's text, when that entry started from the repository's.
  const earlier = older.filter((other) => other.id === id && other.kind !== 'glossary');
  const anchored = earlier.find(
    (other) =>
      same(other.text, entry.before) &&
      (versions.some((version) => same(version.text, other.before)) || same(other.before, conversion)),
  );
  if (!anchored) return { kind: 'nothing', why: 'not-in-repository' };
  return gated(model, locale, id, { kind: 'text', now, text: anchored.text, undraft: [] });
}
