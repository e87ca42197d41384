import type { checkSectionText } from '@polyhedral/content/section-check';

/** The content package's per-section checks (the same code `pnpm content check` runs). */
export type SectionCheck = typeof checkSectionText;

/**
 * The browser-safe part of the content package, loaded after the review page is usable: it is
 * most of the page's script (the Markdown pipeline, the core's calculator parameters), and the
 * reader can read and type before it arrives. One chunk, shared by the checks and the hand-back.
 */
export function loadSectionCheck(): Promise<typeof import('@polyhedral/content/section-check')> {
  return import('@polyhedral/content/section-check');
}
