import { termName } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { hintWithEnglish } from '../reading/term-gloss.ts';
import { attribute, findElements, firstElement, isTag, parseHtml } from './built-html.ts';
import { termDefinitionText } from './glossary.ts';
import { renderPlaytest, renderSection } from './render-section.ts';
import { readerSections, siteContent } from './site-content.ts';
import { termDefinitionId, termDefinitionLookup } from './term-definitions.ts';

const htmlOf = (blocks: ReturnType<typeof renderPlaytest>) =>
  parseHtml(blocks.map((block) => (block.type === 'html' ? block.html : '')).join('\n'), { fragment: true });

describe('renderSection (the repository content)', () => {
  const content = siteContent();

  it.each(['en', 'th'] as const)(
    '%s Combat, its second section: the heading apart, every term link pointing to its definition (its English name first in th) and its gloss, the terms in order',
    (locale) => {
      const section = readerSections(content, locale, 'Combat')[1]!;
      const rendered = renderSection(content, locale, section);
      const heading = firstElement(parseHtml(rendered.headingHtml, { fragment: true }), isTag('h2', 'h3'));
      expect(heading && attribute(heading, 'id')).toBe(section.id);
      const body = htmlOf(rendered.blocks);
      expect(findElements(body, (element) => attribute(element, 'id') === section.id)).toEqual([]);
      const links = findElements(body, (element) => attribute(element, 'dataTerm') !== undefined);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const termId = attribute(link, 'dataTerm')!;
        // The page holds the text once (TermDefinitions): the link points to it, never repeats it.
        expect(attribute(link, 'dataDefinition')).toBeUndefined();
        expect(attribute(link, 'ariaDescribedBy')).toBe(termDefinitionId(termId));
        expect(termDefinitionLookup(locale)(termId)?.text).toBe(
          hintWithEnglish(termDefinitionText(termId, locale), termId, locale),
        );
      }
      expect(rendered.termIds).toEqual([...new Set(links.map((link) => attribute(link, 'dataTerm')))]);
      const glosses = findElements(
        body,
        (element) => attribute(element, 'className')?.includes('gloss') === true,
      );
      expect(glosses.map((gloss) => (gloss.children[0] as { value?: string })?.value)).toEqual(
        locale === 'en' ? [] : links.map((link) => ` (${termName(attribute(link, 'dataTerm')!, 'en')})`),
      );
    },
  );

  it('playtest text: its heading dropped, no id that could clash with the rule beside it', () => {
    const withHeading = [...content.model.playtest.values()].filter((entry) =>
      /^#{1,6} /.test(entry.markdown.trimStart()),
    );
    expect(withHeading.length).toBeGreaterThan(0);
    for (const playtest of withHeading) {
      const body = htmlOf(renderPlaytest(content, 'en', playtest.markdown));
      expect(findElements(body, isTag('h1', 'h2', 'h3', 'h4', 'h5', 'h6')), playtest.id).toEqual([]);
      expect(findElements(body, (element) => attribute(element, 'id') !== undefined)).toEqual([]);
    }
  });
});
