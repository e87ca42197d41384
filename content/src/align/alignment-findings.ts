/**
 * A misaligned section as a QA finding (`{ code, params }` at the translated block's line, the
 * English block's line in `english`), with both outlines side by side in `params.outline`. The
 * same finding in `content check`, the workbench, import and the review page: they all run the
 * one section QA (qa/section-qa-findings.ts).
 */
import type { SectionBlock } from '@polyhedral/markdown';
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { ContentCode } from '../findings/messages.ts';
import type { AlignmentMismatch } from './align-blocks.ts';
import { alignmentOutline } from './alignment-outline.ts';

const CODE_OF: Record<AlignmentMismatch['reason'], ContentCode> = {
  kind: 'content.align.mismatch',
  'heading-id': 'content.align.mismatch',
  extra: 'content.align.extra',
  missing: 'content.align.missing',
  'marker-invalid': 'content.align.marker-invalid',
  'split-first': 'content.align.marker-misplaced',
  'split-kind': 'content.align.marker-misplaced',
  'none-unsourced': 'content.align.none-unsourced',
};

function described(block: SectionBlock | undefined): string {
  if (!block) return '—';
  return block.id ? `${block.kind} {#${block.id}}` : block.kind;
}

export interface AlignmentFinding extends Finding {
  /** Where the English block is in the English Markdown. */
  english?: { line: number; column: number };
}

export function alignmentFinding(
  mismatch: AlignmentMismatch,
  blocks: { english: readonly SectionBlock[]; translated: readonly SectionBlock[] },
  section: { id: string; locale: string },
): AlignmentFinding {
  const { translated, english } = mismatch;
  const at = translated ?? blocks.translated.at(-1);
  const outline = alignmentOutline(
    blocks.translated,
    blocks.english,
    {
      ...(translated ? { translated: translated.index } : {}),
      ...(english ? { english: english.index } : {}),
    },
    { translated: section.locale, english: 'en' },
  );
  const marker = translated?.marker?.kind === 'invalid' ? translated.marker.written : '';
  const finding = makeFinding(
    CODE_OF[mismatch.reason],
    { line: at?.line ?? 1, column: 1 },
    {
      ...section,
      block: translated?.index ?? blocks.translated.length,
      englishBlock: english?.index ?? blocks.english.length,
      found: described(translated),
      expected: described(english),
      marker,
      outline,
    },
  );
  return english ? { ...finding, english: { line: english.line, column: 1 } } : finding;
}
