// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { blockElements } from './block-elements.ts';

/** A rendered section as a rule page holds it: the heading, notices, text, a core table, a playtest box. */
const SECTION = `<div class="rule-section" data-section="Checks">
  <h2 id="Checks">Checks</h2>
  <p class="notice notice--stale" role="note">Stale</p>
  <p class="review-credit">Reviewed</p>
  <p class="suggest-correction"><a href="#">Suggest</a></p>
  <p>Roll.</p>
  <ul><li><p>Loose</p><ul><li>Nested</li></ul></li><li>Two</li></ul>
  <table><thead><tr><th>A</th></tr></thead><tbody><tr><td><p>1</p></td></tr></tbody></table>
  <blockquote><p>Aside one</p><p>Aside two</p></blockquote>
  <div data-b><div class="polyhedral-table"><table><tr><td>core</td></tr></table><p>note</p></div></div>
  <pre><code>code</code></pre>
  <details class="playtest"><summary>Playtest</summary><p>Other</p></details>
</div>`;

describe('the blocks of a rendered section, found without marks', () => {
  it('finds each block once, in document order, and nothing the section adds around its text', () => {
    document.body.innerHTML = SECTION;
    const found = blockElements(document.querySelector('.rule-section')!).map(
      (element) => `${element.tagName.toLowerCase()}:${element.textContent?.trim().slice(0, 4)}`,
    );
    expect(found).toEqual([
      'h2:Chec',
      'p:Roll',
      'li:Loos',
      'li:Nest',
      'li:Two',
      'tr:A',
      'tr:1',
      'blockquote:Asid',
      'div:core',
      'pre:code',
    ]);
  });
});
