/**
 * Mark current and Mark reviewed: the front matter is stamped through the server (refused while
 * the text has unsaved changes), then the editor opens again with the result.
 */
import { api } from './api.ts';
import { refusalText } from './refusal-text.ts';
import { reviewerName } from './reviewer-name.ts';
import type { SavedText } from './save-section.ts';
import type { StatusMessage } from './status-message.ts';
import type { T } from './strings.ts';

export interface MarkOptions {
  locale: string;
  id: string;
  t: T;
  saved: SavedText;
  dirty: () => boolean;
  say: StatusMessage['say'];
  reopen: (flash?: string) => void;
}

/** The click handler of Mark current (`stamp`) or Mark reviewed (`review`); `done` is the message's key. */
export function markAction(
  kind: 'stamp' | 'review',
  done: string,
  options: MarkOptions,
): () => Promise<void> {
  const { locale, id, t, saved, say } = options;
  return async () => {
    if (options.dirty()) {
      say(t('workbench.saveFirst'), true);
      return;
    }
    // A review credits a person: the name first (asked once, then remembered in this browser).
    if (kind === 'review' && reviewerName().trim() === '') {
      say(t('workbench.refused.reviewer-needed'), true);
      document.querySelector<HTMLInputElement>('.actions input[name="reviewer"]')?.focus();
      return;
    }
    const result = await api<{ base: string }>('POST', `/api/${kind}/${locale}/${id}`, {
      base: saved.base,
      ...(kind === 'review' ? { reviewer: reviewerName() } : {}),
    });
    if (result.ok) options.reopen(t.data(done));
    else say(refusalText(t, result.error), true);
  };
}
