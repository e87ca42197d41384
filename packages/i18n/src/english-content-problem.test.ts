import { describe, expect, it } from 'vitest';
import { englishContentProblem } from './english-content-problem.ts';
import englishContent from './resources/en/content.json' with { type: 'json' };
import { translateError } from './translator.ts';

describe('englishContentProblem', () => {
  it('words every content code as translateError does in English', () => {
    const params = {
      id: 'Grappled',
      name: 'calc',
      attribute: 'kind',
      url: 'https://x',
      count: 1234,
      text: 'T',
    };
    for (const key of Object.keys(englishContent)) {
      const code = key.replace(/_(zero|one|other)$/, '');
      expect(englishContentProblem({ code, params })).toBe(translateError('en', { code, params }));
    }
  });

  it('words a problem of the markdown plugins', () => {
    expect(englishContentProblem({ code: 'content.html.raw', params: { html: '<b>' } })).toBe(
      translateError('en', { code: 'content.html.raw', params: { html: '<b>' } }),
    );
  });
});
