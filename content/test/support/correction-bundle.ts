/** The hand-back of one corrected Thai section that import tests send (correctionBundle). */
import {
  HANDBACK_FORMAT,
  HANDBACK_VERSION,
  type HandbackBundle,
} from '../../src/handback/handback-bundle.ts';
import type { ContentModel } from '../../src/model/types.ts';
import { sectionTextHash } from '../../src/sections/section-text-hash.ts';

export interface CorrectionBundleOptions {
  /** When the bundle says it was exported (default 2026-11-26T09:00:00.000Z). */
  exported?: string;
  /** The reader's name the bundle carries, if any. */
  sender?: string;
}

/**
 * A Thai hand-back of one section of `model`, corrected to `corrected(current text)`: made from
 * the section's current text (its `start`) against the English it has now, with no review mark,
 * from a recorded starting point.
 */
export function correctionBundle(
  model: ContentModel,
  id: string,
  corrected: (current: string) => string,
  options: CorrectionBundleOptions = {},
): HandbackBundle {
  const current = model.sections.get(id)!.th!.markdown;
  return {
    format: HANDBACK_FORMAT,
    version: HANDBACK_VERSION,
    locale: 'th',
    exported: options.exported ?? '2026-11-26T09:00:00.000Z',
    startingPoint: 'recorded:test',
    ...(options.sender === undefined ? {} : { sender: options.sender }),
    sections: [
      {
        id,
        start: sectionTextHash(current),
        english: model.sections.get(id)!.en!.hash,
        markdown: corrected(current),
        review: null,
      },
    ],
  };
}
