/**
 * Fixture folders: test/fixtures/<name>/input.md -> output.html (rendered blocks) and
 * messages.txt (`line:column ruleId reason`). Regenerate with `UPDATE=1` and review the diff.
 * An optional options.json adds renderContent options (FixtureOptions); output.html then starts
 * with the leading heading and the linked term IDs.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkContent } from './check-content.ts';
import type { TermDefinition } from './remark-term-definitions.ts';
import type { TermLinkText } from './remark-term-links.ts';
import { type RenderContentOptions, type RenderedContent, renderContent } from './render-content.ts';

/** options.json: plain renderContent options, the term lookup as a table. */
interface FixtureOptions {
  knownTermIds?: string[];
  termNames?: TermLinkText[];
  termDefinitions?: Record<string, TermDefinition>;
  splitLeadingHeading?: boolean;
  dropLeadingHeading?: boolean;
  headingIdAttribute?: string;
  requireIds?: boolean;
}

function renderOptions(fixture: FixtureOptions): Partial<RenderContentOptions> {
  const { knownTermIds, termDefinitions, ...rest } = fixture;
  return {
    ...rest,
    ...(knownTermIds ? { knownTermIds: new Set(knownTermIds) } : {}),
    ...(termDefinitions ? { termDefinition: (termId: string) => termDefinitions[termId] } : {}),
  };
}

function resultToText(rendered: RenderedContent): string {
  return [
    `<!-- leading heading: ${rendered.leadingHeadingHtml} -->`,
    `<!-- term ids: ${rendered.termIds.join(' ')} -->`,
    blocksToText(rendered),
  ].join('\n');
}

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const UPDATE = process.env.UPDATE === '1';

function blocksToText(rendered: RenderedContent): string {
  return `${rendered.blocks
    .map((block) => {
      if (block.type === 'html') return block.html;
      if (block.type === 'table') return `<!-- table id=${block.id} section=${block.sectionId} -->`;
      return `<!-- calc kind=${block.kind} params=${JSON.stringify(block.params)} rule=${block.ruleId} section=${block.sectionId} -->`;
    })
    .join('\n')}\n`;
}

function messagesToText(rendered: RenderedContent): string {
  return rendered.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}\n`).join('');
}

describe('fixtures', () => {
  const names = readdirSync(FIXTURES).filter((name) => existsSync(path.join(FIXTURES, name, 'input.md')));
  it('has fixtures', () => {
    expect(names.length).toBeGreaterThanOrEqual(6);
  });
  for (const name of names) {
    it(name, () => {
      const dir = path.join(FIXTURES, name);
      const optionsFile = path.join(dir, 'options.json');
      const fixture = existsSync(optionsFile)
        ? (JSON.parse(readFileSync(optionsFile, 'utf8')) as FixtureOptions)
        : null;
      const markdown = readFileSync(path.join(dir, 'input.md'), 'utf8');
      const options = {
        locale: 'en',
        file: 'input.md',
        knownRuleIds: new Set(['D20Tests', 'Dice']),
        knownTermIds: new Set(['Advantage']),
        ...(fixture ? renderOptions(fixture) : {}),
      } as const;
      const rendered = renderContent(markdown, options);
      // A checker's pass without the HTML reports the very same problems.
      const checked = checkContent(markdown, options);
      expect(messagesToText({ ...rendered, messages: checked })).toBe(messagesToText(rendered));
      const html = fixture ? resultToText(rendered) : blocksToText(rendered);
      const outputs = { 'output.html': html, 'messages.txt': messagesToText(rendered) };
      for (const [file, actual] of Object.entries(outputs)) {
        const target = path.join(dir, file);
        if (UPDATE) writeFileSync(target, actual);
        expect(existsSync(target), `${name}/${file} is missing: run with UPDATE=1`).toBe(true);
        expect(actual).toBe(readFileSync(target, 'utf8'));
      }
    });
  }
});
