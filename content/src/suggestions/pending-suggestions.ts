/**
 * The pending suggestions as data, per locale and section, oldest first: what `content suggestions`
 * prints and the workbench lists (one reading, one diff). Each: the section's title, when and from
 * whom, the approval that did not count and why, the diff it brought, the diff of the section now
 * against it when the file moved on, and its number changes.
 */

import { termName } from '@polyhedral/i18n';
import { isDefinitionLocale, readDefinitions } from '../glossary/glossary-files.ts';
import { type DiffPart, wordDiff } from '../history/word-diff.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { type NumberChange, numberChanges } from '../qa/changed-numbers.ts';
import type { QueueProblem } from './suggestion-queue.ts';
import { entryNames, readSuggestions, type Suggestion, suggestionKey } from './suggestion-queue.ts';

export interface PendingSuggestion {
  locale: ReaderLocale;
  id: string;
  /** A glossary definition (`id` is the term's), or a rule section. */
  kind: 'section' | 'glossary';
  title: string;
  received: string;
  /** To the second (UTC), when the queue recorded it. */
  receivedAt: string | null;
  /** The bundle's starting point. */
  from: string;
  /** Who sent the corrections (the bundle's `sender`), or null. */
  sender: string | null;
  approval: Suggestion['approval'];
  /** The text before the import (null: the section did not exist) and the text it brought. */
  before: string | null;
  text: string;
  /** The section's text now differs from the suggested text (out of date). */
  changedSince: boolean;
  /** The suggestion does not change the text (an approval of the text as it was). */
  sameText: boolean;
  /** Word diff of `before` (or nothing) against `text`, in the locale's words: what the sender changed. */
  diff: DiffPart[];
  /** Word diff of the section now against `text` when they differ (null: the file holds `text`). */
  diffNow: DiffPart[] | null;
  /** The numbers and dice expressions the sender changed (`before` -> `text`). */
  numbers: NumberChange[];
  /** The section has an English original its numbers are held to (false: translation-only, nothing holds them). */
  hasEnglish: boolean;
}

export type PendingSuggestions =
  | { locale: ReaderLocale; ok: true; entries: PendingSuggestion[] }
  | ({ locale: ReaderLocale; ok: false } & QueueProblem);

/** The queue of each of `locales`, in queue order; a file that cannot be read says so. */
export function pendingSuggestions(
  model: ContentModel,
  locales: readonly ReaderLocale[],
): PendingSuggestions[] {
  return locales.map((locale) => {
    const queue = readSuggestions(model.root, locale);
    if (!queue.ok) return { ...queue, locale };
    const definitions = isDefinitionLocale(locale) ? readDefinitions(model.root, locale) : null;
    const names = entryNames(queue.suggestions);
    const entries = queue.suggestions.map((entry, index): PendingSuggestion => {
      const glossary = entry.kind === 'glossary';
      const section = glossary ? undefined : model.sections.get(entry.id);
      const now = glossary ? (definitions?.[entry.id] ?? null) : (section?.[locale]?.markdown ?? null);
      const title = glossary
        ? ((isDefinitionLocale(locale) ? termName(entry.id, locale) : undefined) ?? entry.id)
        : (section?.[locale]?.title ?? section?.en?.title ?? entry.id);
      return {
        locale,
        // What `suggestions accept|reject` names it by: a section's ID, or `glossary:<term>`.
        id: names[index] ?? suggestionKey(entry),
        kind: glossary ? 'glossary' : 'section',
        title,
        received: entry.received,
        receivedAt: entry.receivedAt ?? null,
        from: entry.from,
        sender: entry.sender ?? null,
        approval: entry.approval,
        before: entry.before,
        text: entry.text,
        changedSince: now !== entry.text,
        sameText: entry.before === entry.text,
        diff: entry.before === entry.text ? [] : wordDiff(entry.before ?? '', entry.text, locale),
        diffNow: now === entry.text ? null : wordDiff(now ?? '', entry.text, locale),
        numbers: glossary ? [] : numberChanges(entry.before ?? '', entry.text),
        hasEnglish: glossary || section?.en !== undefined,
      };
    });
    return { locale, ok: true, entries };
  });
}
