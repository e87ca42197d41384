// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { glossEveryTerm } from './every-term-gloss.ts';

/** "Terms in English: at every use" keeps to one gloss (issue 102), as the build's first-use glosses do. */
describe('glosses at every use', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('glosses a later use, but not one followed by its English, one in brackets, nor a link', async () => {
    history.replaceState(null, '', '/zh/rules/D20Tests/');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({
        json: async () => ({
          version: 1,
          names: [
            ['优势', 'Advantage', 'Advantage'],
            ['力量', 'Strength', 'Strength'],
          ],
        }),
      })),
    );
    document.body.innerHTML = `<section class="rule-section" data-section="D20Tests">
      <p id="later">你有优势时掷两次。</p>
      <p id="given">优势（advantages）时掷两次。</p>
      <p id="inside">检定（力量或其他）。</p>
      <p id="link"><a class="term" data-term="Advantage">优势</a></p>
    </section>`;
    await glossEveryTerm();
    const text = (id: string) => document.getElementById(id)!.textContent;
    expect(text('later')).toBe('你有优势（Advantage）时掷两次。');
    expect(text('given')).toBe('优势（advantages）时掷两次。');
    expect(text('inside')).toBe('检定（力量或其他）。');
    expect(text('link')).toBe('优势');
  });
});
