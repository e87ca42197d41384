/**
 * Accept or reject pending suggestions (suggestions/<locale>.json): `content suggestions
 * accept|reject` and the workbench's list. Accepting an approval records the maintainer's signed
 * acceptance on behalf of its name, never a review. Rejecting puts back the earlier text the
 * repository holds (reject-plan.ts: never what the entry says, which a forged file could set); a
 * signed section is never touched. A decision not carried out leaves its entry queued.
 */
import { isDerivedLocale } from '@polyhedral/i18n';
import { dropDerivedSection } from '../derive/drop-derived-section.ts';
import { saveDerivedSection } from '../derive/save-derived-section.ts';
import type { Diagnostic } from '../findings/diagnostic.ts';
import { isDefinitionLocale, readDefinitions, writeDefinition } from '../glossary/glossary-files.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ReaderLocale } from '../model/types.ts';
import type { AcceptanceRecord } from '../review/approval-record.ts';
import { recordDefinitionAcceptance } from '../review/definition-acceptance.ts';
import { recordMaintainerAcceptance } from '../review/page/record-acceptance.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { normalizedSectionText } from '../text/normalized-section-text.ts';
import { MAINTAINER_KEY_ENV } from '../trust/maintainer-key.ts';
import { type TrustProblem, utcToday } from '../trust/reviewer-name.ts';
import { fileFaultOf } from '../write/file-fault.ts';
import type { WriteRefusal } from '../write/write-refusal.ts';
import { englishSinceStart } from './english-at-start.ts';
import { rejectPlan, sectionNow } from './reject-plan.ts';
import { readRejected, recordRejected } from './rejected-suggestions.ts';
import { restoringOnFault, snapshotOf } from './restore-on-fault.ts';
import type { SignedAcceptances } from './sign-queued-acceptances.ts';
import { entryNames, readSuggestions, type Suggestion, writeSuggestions } from './suggestion-queue.ts';

export type SuggestionDecision =
  | { id: string; outcome: 'accepted-review'; by: string; sender: string | null }
  | { id: string; outcome: 'accepted-text' | 'accepted-applied'; sender: string | null }
  | { id: string; outcome: 'rejected-restored' | 'rejected' | 'rejected-unchanged' }
  /** A derived locale's correction made over the conversion: the section is the conversion again. */
  | { id: string; outcome: 'rejected-converted' }
  /** Not carried out (the entry stays): */
  | { id: string; outcome: 'none' | 'stale' }
  /**
   * The correction's text was written but a full disk refused its acceptance record, and the
   * section's file could not be put back either: said as such (the entry stays; accept it again).
   */
  | { id: string; outcome: 'text-only'; file: string; errno: string }
  /** The section is neither the entry's text nor the text it started from: `now` against `text`. */
  | { id: string; outcome: 'moved-on'; now: string | null; text: string }
  /** A bare ID of a section with several entries: the names to choose from. */
  | { id: string; outcome: 'ambiguous'; names: string[] }
  | { id: string; outcome: 'unnamed'; date: string }
  | { id: string; outcome: 'blocked'; findings: Diagnostic[] }
  /** Refused for what the entry says (a look-alike name, reviewers.yaml in doubt): the problem. */
  | { id: string; outcome: 'refused'; problem: TrustProblem }
  | { id: string; outcome: 'write-refused'; refusal: WriteRefusal };

export type DecideResult =
  | {
      ok: true;
      decisions: SuggestionDecision[];
      /**
       * The queue file could not be written after the decisions were carried out (a full disk):
       * their entries are still queued; deciding them again only removes them.
       */
      queueFault?: { file: string; errno: string };
    }
  /** The queue, or (`rejections`) the rejections file, cannot be read: nothing was decided or written. */
  | { ok: false; file: string; line: number; rejections?: true };

/** Whether the decision was carried out (its entry left the queue). */
export function isDone(decision: SuggestionDecision): boolean {
  return decision.outcome.startsWith('accepted') || decision.outcome.startsWith('rejected');
}

type Signed = { ok: true; record: AcceptanceRecord } | { ok: false; problem: TrustProblem };

const NOT_SIGNED: { ok: false; problem: TrustProblem } = {
  ok: false,
  problem: { code: 'handback.trust.acceptance.no-maintainer-key', params: { env: MAINTAINER_KEY_ENV } },
};

function signedFor(signed: SignedAcceptances, name: string): Signed {
  if (!signed.ok) return signed;
  const record = signed.records.get(name);
  return record ? { ok: true, record } : NOT_SIGNED;
}

export function decideSuggestions(
  root: string,
  locale: ReaderLocale,
  action: 'accept' | 'reject',
  ids: readonly string[],
  /** The maintainer's signed acceptances by entry name (what accepting an approval records). */
  signed: SignedAcceptances = NOT_SIGNED,
  /** The maintainer read each text against the English now (accepting after the English changed). */
  options: { englishChanged?: boolean } = {},
): DecideResult {
  const queue = readSuggestions(root, locale);
  if (!queue.ok) return { ok: false, file: queue.file, line: queue.line };
  // A reject keeps its rejection there: a file that cannot be read is refused before anything is
  // written (never read as none and written anew, every earlier rejection lost).
  const kept = action === 'reject' ? readRejected(root, locale) : null;
  if (kept && !kept.ok) return { ...kept, rejections: true };
  const names = new Map(
    entryNames(queue.suggestions).map((name, index) => [name, queue.suggestions[index]!]),
  );
  let remaining: Suggestion[] = [...queue.suggestions];
  const decisions: SuggestionDecision[] = [];
  const rejected: Suggestion[] = [];
  for (const id of new Set(ids)) {
    const entry = names.get(id);
    if (!entry || !remaining.includes(entry)) {
      const several = [...names.keys()].filter((name) => name.startsWith(`${id}@`));
      decisions.push(
        several.length > 0 ? { id, outcome: 'ambiguous', names: several } : { id, outcome: 'none' },
      );
      continue;
    }
    const acceptance = signedFor(signed, id);
    const decision =
      entry.kind === 'glossary'
        ? decideDefinition(root, locale, action, entry, acceptance)
        : action === 'accept'
          ? accept(root, locale, entry, acceptance, options.englishChanged === true)
          : reject(root, locale, entry, queue.suggestions.slice(0, queue.suggestions.indexOf(entry)));
    decisions.push({ ...decision, id });
    if (isDone(decision)) remaining = remaining.filter((candidate) => candidate !== entry);
    // A rejection is kept only of a text the section no longer holds (never of the text now).
    if (
      decision.outcome.startsWith('rejected') &&
      decision.outcome !== 'rejected-unchanged' &&
      entry.text !== entry.before
    )
      rejected.push(entry);
  }
  if (decisions.some(isDone)) {
    // The sections first, the queue after: a queue the disk cannot take keeps entries already
    // decided (harmless: deciding them again removes them), never loses one not carried out.
    try {
      // The rejections before the queue: an entry gone from the queue is never forgotten as rejected.
      const recorded = rejected.length > 0 ? recordRejected(root, locale, rejected, utcToday()) : null;
      // Changed since it was read: the queue is left as it is (deciding again removes the entries).
      if (recorded && !recorded.ok) return { ...recorded, rejections: true };
      writeSuggestions(root, locale, remaining);
    } catch (error) {
      const fault = fileFaultOf(error);
      if (!fault) throw error;
      return { ok: true, decisions, queueFault: { file: fault.file, errno: fault.errno } };
    }
  }
  return { ok: true, decisions };
}

/** Write exactly the entry's text over the text it started from (a draft, as the import wrote it). */
function applyEntry(root: string, locale: ReaderLocale, entry: Suggestion): SuggestionDecision | null {
  const model = loadContent({ root });
  const base = entry.before === null ? null : sectionTextHash(entry.before);
  const saved = isDerivedLocale(locale)
    ? saveDerivedSection(model, locale, entry.id, entry.text, { base })
    : saveSection(model, locale, entry.id, entry.text, { base, draft: true });
  return saved.ok ? null : { id: entry.id, outcome: 'write-refused', refusal: saved.refusal };
}

/** The same section text once line ends and trailing spaces are set aside (normalizedSectionText). */
function sameText(a: string | null, b: string | null): boolean {
  return a === b || (a !== null && b !== null && normalizedSectionText(a) === normalizedSectionText(b));
}

function accept(
  root: string,
  locale: ReaderLocale,
  entry: Suggestion,
  signed: Signed,
  englishChanged: boolean,
): SuggestionDecision {
  const { id } = entry;
  const sender = entry.sender ?? null;
  const model = loadContent({ root });
  const current = sectionNow(model, locale, id);
  // The acceptance would record the English now, which the reviewer may never have seen; when
  // that cannot be told (no history here), it counts as changed and the refusal says so.
  const english = entry.approval && !englishChanged ? englishSinceStart(model, id, entry.from) : 'same';
  if (english !== 'same') {
    const code = `handback.trust.acceptance.english-${english}`;
    return { id, outcome: 'refused', problem: { code, params: { id, from: entry.from } } };
  }
  let applied = false;
  // The section's file as it is, put back if the acceptance record cannot be written after the text.
  const before = entry.approval?.by ? snapshotOf(root, model.sections.get(id)?.[locale]?.file) : null;
  if (!sameText(current, entry.text)) {
    // Only over the very text the sender started from; anything else is the maintainer's to merge.
    if (!sameText(current, entry.before)) return { id, outcome: 'moved-on', now: current, text: entry.text };
    const refused = applyEntry(root, locale, entry);
    if (refused) return refused;
    applied = true;
  }
  if (!entry.approval) return { id, outcome: applied ? 'accepted-applied' : 'accepted-text', sender };
  const by = entry.approval.by;
  if (!by) return { id, outcome: 'unnamed', date: entry.approval.date };
  // The maintainer's acceptance, recorded as such (never a review): every field checked again
  // (review/page/record-acceptance.ts: the name and its look-alikes, the text now, the English now).
  const record = () =>
    recordMaintainerAcceptance(root, { locale, ruleId: id, text: entry.text, onBehalfOf: by, signed });
  // Nothing written yet: a fault goes on as it is ("Nothing was changed" is true).
  const recorded = applied ? restoringOnFault(before, record) : { ok: true as const, value: record() };
  if (!recorded.ok) return { id, outcome: 'text-only', ...recorded.partly };
  const accepted = recorded.value;
  if (accepted.ok) return { id, outcome: 'accepted-review', by, sender };
  if (accepted.problem.code === 'handback.trust.acceptance.text-moved') return { id, outcome: 'stale' };
  if (accepted.problem.code === 'handback.trust.acceptance.blocked')
    return { id, outcome: 'blocked', findings: accepted.findings ?? [] };
  return { id, outcome: 'refused', problem: accepted.problem };
}

function reject(
  root: string,
  locale: ReaderLocale,
  entry: Suggestion,
  older: readonly Suggestion[],
): SuggestionDecision {
  const { id } = entry;
  const model = loadContent({ root });
  const plan = rejectPlan(model, locale, entry, older);
  if (plan.kind === 'nothing') return { id, outcome: 'rejected' };
  if (plan.kind === 'blocked') return { id, outcome: 'blocked', findings: plan.findings };
  const base = sectionTextHash(plan.now);
  if (plan.kind === 'conversion') {
    if (!isDerivedLocale(locale)) return { id, outcome: 'rejected' };
    // The repository had no hand-written section: it goes, the conversion shows again.
    const dropped = dropDerivedSection(model, locale, id, { base });
    if (!dropped.ok) return { id, outcome: 'write-refused', refusal: dropped.refusal };
    return { id, outcome: 'rejected-converted' };
  }
  // The text to put back is the text now (a forged entry whose text is HEAD's): nothing to do.
  if (sameText(plan.text, plan.now)) return { id, outcome: 'rejected-unchanged' };
  const saved = isDerivedLocale(locale)
    ? saveDerivedSection(model, locale, id, plan.text, { base })
    : saveSection(model, locale, id, plan.text, { base, draft: false, undraft: plan.undraft });
  if (!saved.ok) return { id, outcome: 'write-refused', refusal: saved.refusal };
  return { id, outcome: 'rejected-restored' };
}

/**
 * A definition's suggestion, as a section's: accepting writes exactly its text over the definition
 * it started from (else `moved-on`) and records an approval as the maintainer's acceptance
 * (definition-acceptance.ts); rejecting puts the earlier definition back while it is the suggested text.
 */
function decideDefinition(
  root: string,
  locale: ReaderLocale,
  action: 'accept' | 'reject',
  entry: Suggestion,
  signed: Signed,
): SuggestionDecision {
  const id = `glossary:${entry.id}`;
  const sender = entry.sender ?? null;
  const now = isDefinitionLocale(locale) ? (readDefinitions(root, locale)?.[entry.id] ?? null) : null;
  if (action === 'accept') {
    if (!isDefinitionLocale(locale)) return { id, outcome: 'stale' };
    let applied = false;
    if (now !== entry.text) {
      // Exactly the entry's text, over the very definition it started from (an import that queued
      // it and could not write it, a full disk); anything else is the maintainer's to merge.
      if (now === null || now !== entry.before) return { id, outcome: 'moved-on', now, text: entry.text };
      if (!writeDefinition(root, locale, entry.id, entry.text)) return { id, outcome: 'stale' };
      applied = true;
    }
    if (!entry.approval) return { id, outcome: applied ? 'accepted-applied' : 'accepted-text', sender };
    const by = entry.approval.by;
    if (!by) return { id, outcome: 'unnamed', date: entry.approval.date };
    const accepted = recordDefinitionAcceptance(root, {
      locale,
      termId: entry.id,
      text: entry.text,
      onBehalfOf: by,
      signed,
    });
    if (!accepted.ok) return { id, outcome: 'refused', problem: accepted.problem };
    return { id, outcome: 'accepted-review', by, sender };
  }
  if (
    entry.before === null ||
    now !== entry.text ||
    entry.before === entry.text ||
    !isDefinitionLocale(locale)
  ) {
    return { id, outcome: 'rejected' };
  }
  writeDefinition(root, locale, entry.id, entry.before);
  return { id, outcome: 'rejected-restored' };
}
