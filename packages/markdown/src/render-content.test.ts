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
    // Each directive block knows the heading it sits under (a calculator's title is one level below).
    const heading = { id: 'AbilityModifiers', depth: 2, text: 'Ability Modifiers' };
    const result = renderContent(markdown, { locale: 'th', file: 'page.md', registry: testRegistry });
    expect(result.blocks).toEqual([
      {
        type: 'html',
        html:
          '<p>Intro with <button type="button" class="dice-inline" data-dice="1d4">1d4</button>.</p>\n' +
          '<h2 id="AbilityModifiers">Ability Modifiers</h2>\n' +
          '<p>See <a href="/th/glossary/Advantage/" class="term" data-term="Advantage">Advantage</a>.</p>',
      },
      { type: 'table', id: 'AbilityModifiersTable', sectionId: 'AbilityModifiers', heading },
      {
        type: 'calc',
        kind: 'd20-test',
        params: { bonus: 5 },
        ruleId: 'D20Tests',
        sectionId: 'AbilityModifiers',
        heading,
      },
      { type: 'html', html: '<p>After x.</p>' },
    ]);
    expect(result.headings).toEqual([{ id: 'AbilityModifiers', depth: 2, text: 'Ability Modifiers' }]);
    expect(result.messages.map((m) => `${m.file}:${m.line}:${m.column} ${m.ruleId}`)).toEqual([
      'page.md:11:7 html-raw',
      'page.md:11:11 html-raw',
    ]);
  });

  it('a directive block sits under the last heading before it, or none before any heading', () => {
    const result = renderContent(
      [
        '::calc{kind="d20-test"}',
        '',
        '## Saving Throws {#SavingThrows}',
        '',
        '### Proficiency Bonus {#SavingThrowProficiencyBonus}',
        '',
        '::calc{kind="d20-test"}',
      ].join('\n'),
      { locale: 'en', registry: testRegistry },
    );
    const calcs = result.blocks.filter((block) => block.type === 'calc');
    expect(calcs.map((block) => block.heading)).toEqual([
      null,
      { id: 'SavingThrowProficiencyBonus', depth: 3, text: 'Proficiency Bonus' },
    ]);
  });

  it('a split leading heading still counts as a heading: listed, and the section of what follows', () => {
    const result = renderContent('## Saving Throws {#SavingThrows}\n\n::calc{kind="d20-test"}', {
      locale: 'en',
      registry: testRegistry,
      splitLeadingHeading: true,
    });
    expect(result.leadingHeadingHtml).toBe('<h2 id="SavingThrows">Saving Throws</h2>');
    expect(result.headings.map((heading) => heading.id)).toEqual(['SavingThrows']);
    expect(result.blocks).toEqual([expect.objectContaining({ type: 'calc', sectionId: 'SavingThrows' })]);
  });

  it('a dropped leading heading is gone from the blocks and the headings', () => {
    const result = renderContent('# Title {#Title}\n\n## Next {#Next}\n\nText.', {
      locale: 'en',
      dropLeadingHeading: true,
    });
    expect(result.headings.map((heading) => heading.id)).toEqual(['Next']);
    expect(result.blocks).toEqual([{ type: 'html', html: '<h2 id="Next">Next</h2>\n<p>Text.</p>' }]);
  });

  it('term links without a definition (no lookup, or the lookup knows none) keep only data-term', () => {
    const markdown = 'See [Advantage](term:Advantage).';
    const link = '<a href="/en/glossary/Advantage/" class="term" data-term="Advantage">Advantage</a>';
    for (const termDefinition of [undefined, () => undefined]) {
      const result = renderContent(markdown, { locale: 'en', ...(termDefinition ? { termDefinition } : {}) });
      expect(result.blocks).toEqual([{ type: 'html', html: `<p>See ${link}.</p>` }]);
      expect(result.termIds).toEqual(['Advantage']);
    }
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
