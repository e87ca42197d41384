import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { DrawnOnOpen } from './AddCreatureFields.tsx';

describe('a disclosure drawn when first opened (issue 73 item 7)', () => {
  it('while closed holds only its summary: the content is not even computed (server and first client render alike)', () => {
    let asked = 0;
    const html = renderToString(
      h(DrawnOnOpen, {
        class: 'tracker-more',
        summary: 'Saves',
        children: () => {
          asked += 1;
          return h('input', { id: 'tracker-add-save-strength' });
        },
      }),
    );
    expect(html).toBe('<details class="tracker-more"><summary>Saves</summary></details>');
    expect(asked).toBe(0);
  });
});
