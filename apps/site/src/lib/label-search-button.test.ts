import { describe, expect, it } from 'vitest';
import { labelSearchButton } from './label-search-button.ts';

// Markup of Starlight 0.37.7 components/Search.astro as rendered for /en/.
const starlight =
  '<site-search><button data-open-modal disabled aria-label="Search" aria-keyshortcuts="Control+K" class="a"> ' +
  '<svg aria-hidden="true"></svg> <span class="sl-hidden md:sl-block a" aria-hidden="true">Search</span> ' +
  '<kbd class="sl-hidden md:sl-flex a" style="display: none;"> <kbd>Ctrl</kbd><kbd>K</kbd> </kbd> </button>' +
  '<dialog style="padding:0" aria-label="Search"></dialog></site-search>';

describe('labelSearchButton', () => {
  const fixed = labelSearchButton(starlight);

  it('names the button by its visible text and hides the shortcut keys from the name', () => {
    expect(fixed).toContain('<button data-open-modal disabled aria-keyshortcuts="Control+K" class="a">');
    expect(fixed).toContain('<span class="sl-hidden md:sl-block a">Search</span>');
    expect(fixed).toContain('<kbd aria-hidden="true" class="sl-hidden md:sl-flex a"');
  });

  it('leaves the dialog label and anything it does not recognise alone', () => {
    expect(fixed).toContain('<dialog style="padding:0" aria-label="Search">');
    expect(labelSearchButton('<p>no search here</p>')).toBe('<p>no search here</p>');
  });
});
