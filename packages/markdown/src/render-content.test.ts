import { describe, expect, it } from 'vitest';
import { createContentProcessor } from './create-content-processor.ts';
import { renderContent } from './render-content.ts';
import { testRegistry } from './test-support.ts';

describe('renderContent', () => {
  const markdown = [
    'Intro with 1d4.',
    '',
    '## Ability Modifiers {#AbilityModifiers}',
    '',
    'See [Advantage](term:Advantage).',
    '',
    '::table{id="AbilityModifiersTable"}',
    '',
    '::calc{kind="d20-test" bonus="5"}',
    '',
    'After <i>x</i>.',
    '',
  ].join('\n');

  it('splits the document at top-level directives', () => {
    const result = renderContent(markdown, { locale: 'th', file: 'page.md', registry: testRegistry });
    expect(result.blocks).toEqual([
      {
        type: 'html',
        html:
          '<p>Intro with <button type="button" class="dice-inline" data-dice="1d4">1d4</button>.</p>\n' +
          '<h2 id="AbilityModifiers">Ability Modifiers</h2>\n' +
          '<p>See <a href="/th/glossary/Advantage/" class="term" data-term="Advantage">Advantage</a>.</p>',
      },
      { type: 'table', id: 'AbilityModifiersTable', sectionId: 'AbilityModifiers' },
      {
        type: 'calc',
        kind: 'd20-test',
        params: { bonus: 5 },
        ruleId: 'D20Tests',
        sectionId: 'AbilityModifiers',
      },
      { type: 'html', html: '<p>After x.</p>' },
    ]);
    expect(result.headings).toEqual([{ id: 'AbilityModifiers', depth: 2, text: 'Ability Modifiers' }]);
    expect(result.messages.map((m) => `${m.file}:${m.line}:${m.column} ${m.ruleId}`)).toEqual([
      'page.md:11:7 raw-html',
      'page.md:11:11 raw-html',
    ]);
  });

  it('createContentProcessor renders the whole document to one HTML string', () => {
    const html = String(
      createContentProcessor({ locale: 'en', registry: testRegistry }).processSync(markdown),
    );
    expect(html).toContain('<div class="polyhedral-table" data-table="AbilityModifiersTable"></div>');
    expect(html).toContain(
      '<div class="polyhedral-calc" data-kind="d20-test" data-params="{&#x22;bonus&#x22;:5}"></div>',
    );
  });
});
