import { describe, expect, it } from 'vitest';
import { createContentProcessor } from './create-content-processor.ts';
import { renderContent } from './render-content.ts';

const MARKDOWN = [
  '## Checks {#Checks}',
  '',
  'Roll 1d20. {en-merge=2}',
  '',
  '- One',
  '- Two {en-split}',
  '',
  '| A | B |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '::table{id="AbilityModifiersTable"}',
].join('\n');

function html(): string {
  return String(createContentProcessor({ locale: 'th', markBlocks: true }).processSync(MARKDOWN));
}

describe('remarkBlockIndexes', () => {
  it('marks each block element with its index: heading, paragraph, list items, both table rows, directive', () => {
    const out = html();
    expect(out).toContain('<h2 id="Checks" data-b="0">');
    expect(out).toContain('<p data-b="1">');
    expect(out).toContain('<li data-b="2">One</li>');
    expect(out).toContain('<li data-b="3">Two</li>');
    expect(out).toMatch(/<thead>\s*<tr data-b="4">/);
    expect(out).toMatch(/<tbody>\s*<tr data-b="5">/);
    expect(out).toContain('<div class="polyhedral-table" data-table="AbilityModifiersTable" data-b="6">');
  });

  it('never shows the alignment marker of a translated text', () => {
    const out = html();
    expect(out).toContain('<li data-b="3">Two</li>');
    expect(out).not.toContain('{en-');
  });

  it('only takes the markers out when blocks are not marked (text other than a rule page)', () => {
    const out = String(createContentProcessor({ locale: 'th' }).processSync(MARKDOWN));
    expect(out).not.toContain('data-b');
    expect(out).not.toContain('{en-');
  });

  it('hands a directive block its index (the site renders it as a component)', () => {
    const { blocks } = renderContent(MARKDOWN, { locale: 'th', markBlocks: true });
    expect(blocks.find((block) => block.type === 'table')).toMatchObject({ blockIndex: 6 });
  });

  it("with markBlocks 'directives', marks no text element and still places the directive", () => {
    const { blocks } = renderContent(MARKDOWN, { locale: 'th', markBlocks: 'directives' });
    const htmlOut = blocks.flatMap((block) => (block.type === 'html' ? [block.html] : [])).join('');
    expect(htmlOut).toContain('<li>Two</li>');
    expect(htmlOut).not.toContain('data-b');
    expect(blocks.find((block) => block.type === 'table')).toMatchObject({ blockIndex: 6 });
  });
});
