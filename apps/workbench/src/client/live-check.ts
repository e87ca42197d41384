/**
 * QA as you type: the translation is checked a moment after the last keystroke; a newer check
 * cancels the one under way, and only the newest answer is shown. Every edit counts: an answer
 * that arrives after a keystroke made since its request was sent is dropped (its findings'
 * offsets are for a text that is no longer in the editor; underlined there they would mark the
 * wrong words), and the check the keystroke scheduled answers instead.
 */
import type { CheckResponse } from '../shared/api-types.ts';
import { type ApiResult, api } from './api.ts';
import { refusalText } from './refusal-text.ts';
import type { StatusMessage } from './status-message.ts';
import type { T } from './strings.ts';

/** How long the editor waits after a keystroke before asking for QA (ms). */
const CHECK_DELAY = 40;

/** Asks the server to check `markdown` (the default: POST /api/check). */
export type AskCheck = (markdown: string, signal: AbortSignal) => Promise<ApiResult<CheckResponse>>;

export interface LiveCheckOptions {
  locale: string;
  id: string;
  ui: string;
  t: T;
  text: () => string;
  shown: (result: CheckResponse) => void;
  say: StatusMessage['say'];
  ask?: AskCheck;
}

export interface LiveCheck {
  /** The text changed: check it once the typing pauses. */
  schedule(): void;
}

export function createLiveCheck({ locale, id, ui, t, text, shown, say, ask }: LiveCheckOptions): LiveCheck {
  const askCheck: AskCheck =
    ask ??
    ((markdown, signal) =>
      api<CheckResponse>('POST', `/api/check/${locale}/${id}?ui=${ui}`, { markdown }, signal));
  let pending: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Edits so far: a request remembers the number it was sent at. */
  let edits = 0;
  const run = async () => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const sentAt = edits;
    const markdown = text();
    try {
      const result = await askCheck(markdown, controller.signal);
      // A newer request, or an edit since this one was sent: its offsets are stale.
      if (pending !== controller || edits !== sentAt || text() !== markdown) return;
      if (result.ok) shown(result.data);
      else say(refusalText(t, result.error), true);
    } catch {
      // Aborted: a newer check is on its way.
    }
  };
  return {
    schedule() {
      edits += 1;
      clearTimeout(timer);
      timer = setTimeout(run, CHECK_DELAY);
    },
  };
}
