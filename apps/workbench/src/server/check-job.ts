/** What the check pool sends a worker: everything checkSection needs, as plain data. */
import type { ContentModel, loadQaExceptions, ReaderLocale } from '@polyhedral/content';
import type { Locale } from '@polyhedral/i18n';

export interface CheckJob {
  locale: ReaderLocale;
  ui: Locale;
  id: string;
  markdown: string;
  english: { markdown: string; depth: number; intro: boolean } | null;
  /** The section's text on disk (null: not written yet): a section with no English has its changed numbers flagged. */
  starting: string | null;
  exceptions: ReturnType<typeof loadQaExceptions>;
  knownRuleIds: string[];
  /** The review gate's part of the model (content's gateModel; null: a section not on disk yet) and its rule IDs. */
  gate: { model: ContentModel; knownRuleIds: string[] } | null;
}
