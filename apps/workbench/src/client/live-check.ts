/**
 * QA as you type: the translation is checked a moment after the last keystroke; a newer check
 * cancels the one under way, and only the newest answer is shown.
 */
import type { CheckResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { refusalText } from './refusal-text.ts';
import type { StatusMessage } from './status-message.ts';
import type { T } from './strings.ts';

/** How long the editor waits after a keystroke before asking for QA (ms). */
const CHECK_DELAY = 40;

export interface LiveCheckOptions {
  locale: string;
  id: string;
  ui: string;
  t: T;
  /** The translation's text now. */
  text: () => string;
  shown: (result: CheckResponse) => void;
  say: StatusMessage['say'];
}

export interface LiveCheck {
  /** The text changed: check it once the typing pauses. */
  schedule(): void;
}

export function createLiveCheck({ locale, id, ui, t, text, shown, say }: LiveCheckOptions): LiveCheck {
  let pending: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      const result = await api<CheckResponse>(
        'POST',
        `/api/check/${locale}/${id}?ui=${ui}`,
        { markdown: text() },
        controller.signal,
      );
      if (pending !== controller) return;
      if (result.ok) shown(result.data);
      else say(refusalText(t, result.error), true);
    } catch {
      // Aborted: a newer check is on its way.
    }
  };
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(run, CHECK_DELAY);
    },
  };
}
