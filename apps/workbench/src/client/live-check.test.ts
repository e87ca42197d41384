/**
 * The live check never underlines at stale offsets (issue 63): an answer that arrives after a
 * keystroke made since its request was sent is dropped, and the check that keystroke scheduled
 * is the one shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckResponse } from '../shared/api-types.ts';
import type { ApiResult } from './api.ts';
import { createLiveCheck } from './live-check.ts';
import type { T } from './strings.ts';

const echo = ((key: string) => key) as unknown as T;

function response(markdown: string): CheckResponse {
  return { findings: [], html: markdown, glossary: [], errors: 0, warnings: 0 };
}

/** A server whose answers the test releases by hand, in any order. */
function slowServer() {
  const asked: { markdown: string; answer: () => void }[] = [];
  const ask = (markdown: string) =>
    new Promise<ApiResult<CheckResponse>>((resolve) => {
      asked.push({ markdown, answer: () => resolve({ ok: true, data: response(markdown) }) });
    });
  return { asked, ask };
}

/** A live check of D20Tests over a slow server, the editor's text from `text`, and what it showed. */
function checkOver(locale: 'th' | 'zh', ui: 'en' | 'zh', text: () => string) {
  const shown: string[] = [];
  const server = slowServer();
  const check = createLiveCheck({
    locale,
    id: 'D20Tests',
    ui,
    t: echo,
    text,
    shown: (result) => shown.push(result.html),
    say: () => {},
    ask: server.ask,
  });
  return { shown, server, check };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live check', () => {
  it('drops an answer that arrives after a newer keystroke, and shows the newer text’s', async () => {
    let editor = 'ทอย d20';
    const { shown, server, check } = checkOver('th', 'en', () => editor);
    check.schedule();
    await vi.advanceTimersByTimeAsync(40);
    expect(server.asked.map((request) => request.markdown)).toEqual(['ทอย d20']);
    // A keystroke, then the first answer arrives before the next check is sent.
    editor = 'ทอยลูกเต๋า d20';
    check.schedule();
    server.asked[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown, 'the answer for the old text is not shown').toEqual([]);
    await vi.advanceTimersByTimeAsync(40);
    server.asked[1]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['ทอยลูกเต๋า d20']);
  });

  it('shows an answer when nothing was typed since its request', async () => {
    const { shown, server, check } = checkOver('zh', 'zh', () => '掷 d20');
    check.schedule();
    await vi.advanceTimersByTimeAsync(40);
    server.asked[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['掷 d20']);
  });
});
