/**
 * The alignment of a translated section's blocks with its English section's: one to one, in
 * order, block kind by block kind (a heading with the heading of the same ID), unless the
 * translator marked a deliberate merge (`{en-merge=N}`: this block stands for N English blocks)
 * or split (`{en-split}`: this block continues the English block of the one before), or a block
 * the translation's own source adds (`{en-none=SOURCE}`: no English block, its source named). Never
 * guessed: the first place the two outlines part is the mismatch, and the section has no
 * alignment. Pure and browser-safe (the review page and the workbench run it as `content check` does).
 */
import type { SectionBlock } from '@polyhedral/markdown';

/** Why two outlines part, at the first block where they do. */
export type MismatchReason =
  | 'kind' // the English block in this place is of another kind
  | 'heading-id' // a heading with another ID
  | 'extra' // the translation goes on after the English has ended
  | 'missing' // the English goes on after the translation has ended
  | 'marker-invalid' // `{en-...}` not one of the two markers
  | 'split-first' // `{en-split}` on the first block (or after `{en-none}`): nothing to continue
  | 'none-unsourced' // `{en-none}` naming no source: where a block with no English is from is said
  | 'split-kind'; // `{en-split}` after a block of another kind

export interface AlignmentMismatch {
  reason: MismatchReason;
  /** The translated block where the outlines part (absent: the translation ended first). */
  translated?: SectionBlock;
  /** The English block in that place (absent: the English ended first). */
  english?: SectionBlock;
}

export type BlockAlignment =
  | { ok: true /** By translated block index: its English block indexes. */; en: number[][] }
  | { ok: false; mismatch: AlignmentMismatch };

/** The first English block of `taken` the translated block cannot stand for, and why. */
function mismatchAt(
  block: SectionBlock,
  english: readonly SectionBlock[],
  taken: readonly number[],
): { reason: MismatchReason; index: number } | null {
  for (const index of taken) {
    const other = english[index];
    if (!other) return { reason: 'extra', index };
    if (other.kind !== block.kind) return { reason: 'kind', index };
    // A heading written without its `{#ID}` (an editor's draft) is held to its kind alone.
    if (block.kind === 'heading' && block.id && other.id !== block.id) return { reason: 'heading-id', index };
  }
  return null;
}

function failed(
  reason: MismatchReason,
  translated: SectionBlock,
  english: SectionBlock | undefined,
): BlockAlignment {
  return { ok: false, mismatch: { reason, translated, ...(english ? { english } : {}) } };
}

/** Which English blocks a translated block stands for, or why it stands for none. */
function englishOf(
  block: SectionBlock,
  previous: { block: SectionBlock; en: number[] } | undefined,
  next: number,
): number[] | MismatchReason {
  const marker = block.marker;
  if (marker?.kind === 'invalid') return 'marker-invalid';
  if (marker?.kind === 'none') return marker.source === undefined ? 'none-unsourced' : [];
  if (marker?.kind === 'split') {
    if (!previous || previous.en.length === 0) return 'split-first';
    if (previous.block.kind !== block.kind) return 'split-kind';
    return [previous.en.at(-1)!];
  }
  const count = marker?.kind === 'merge' ? marker.count : 1;
  return Array.from({ length: count }, (_, offset) => next + offset);
}

export function alignBlocks(
  english: readonly SectionBlock[],
  translated: readonly SectionBlock[],
): BlockAlignment {
  const en: number[][] = [];
  let next = 0;
  let previous: { block: SectionBlock; en: number[] } | undefined;
  for (const block of translated) {
    const taken = englishOf(block, previous, next);
    if (typeof taken === 'string') return failed(taken, block, english[next]);
    const mismatch = mismatchAt(block, english, taken);
    if (mismatch) return failed(mismatch.reason, block, english[mismatch.index]);
    en.push(taken);
    next = Math.max(next, (taken.at(-1) ?? next - 1) + 1);
    previous = { block, en: taken };
  }
  if (next < english.length) return { ok: false, mismatch: { reason: 'missing', english: english[next]! } };
  return { ok: true, en };
}
