/**
 * Fixture folders: test/fixtures/<name>/input.md -> output.html (rendered blocks) and
 * messages.txt (`line:column ruleId reason`). Regenerate with `UPDATE=1` and review the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type RenderedContent, renderContent } from './render-content.ts';

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
      const rendered = renderContent(readFileSync(path.join(dir, 'input.md'), 'utf8'), {
        locale: 'en',
        file: 'input.md',
        knownRuleIds: new Set(['D20Tests', 'Dice']),
        knownTermIds: new Set(['Advantage']),
      });
      const outputs = { 'output.html': blocksToText(rendered), 'messages.txt': messagesToText(rendered) };
      for (const [file, actual] of Object.entries(outputs)) {
        const target = path.join(dir, file);
        if (UPDATE) writeFileSync(target, actual);
        expect(existsSync(target), `${name}/${file} is missing: run with UPDATE=1`).toBe(true);
        expect(actual).toBe(readFileSync(target, 'utf8'));
      }
    });
  }
});
