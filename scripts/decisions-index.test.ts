import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionArea } from './decisions/decision-area.ts';
import { decisionHeadings, headingAnchor } from './decisions/decision-headings.ts';
import { DECISIONS_FILE, indexedDecisions } from './decisions-index.ts';

const FILE = [
  '# Decisions',
  '',
  'Intro.',
  '',
  '## Workspace',
  '',
  '```md',
  '## not a heading (in a fence)',
  '```',
  '',
  '## One formatter, not i18next beside it (issue 31)',
  '',
  '> Superseded by "i18next, the one engine" below.',
  '',
  '## `pnpm test` sets itself up (issue 47, 2026-11-26)',
  '',
  '## Workspace',
  '',
].join('\n');

describe('the decisions index', () => {
  it('lists every heading outside fences once, in order, with GitHub anchors (duplicates numbered)', () => {
    const headings = decisionHeadings(FILE);
    expect(headings.map((heading) => heading.anchor)).toEqual([
      'workspace',
      'one-formatter-not-i18next-beside-it-issue-31',
      'pnpm-test-sets-itself-up-issue-47-2026-11-26',
      'workspace-1',
    ]);
    expect(headings.map((heading) => heading.superseded)).toEqual([false, true, false, false]);
    expect(headings[2]?.dateInTitle).toBe('2026-11-26');
  });

  it('writes one line a decision: the date in the title first, then the one known, then undated', () => {
    const { text, current } = indexedDecisions(FILE, (line) => (line === 5 ? '2026-11-20' : undefined));
    expect(current).toBe(false);
    const lines = text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      '- 2026-11-20 · platform · [Workspace](#workspace)',
      '- undated · i18n and translation · [One formatter, not i18next beside it (issue 31)](#one-formatter-not-i18next-beside-it-issue-31) (superseded)',
      '- 2026-11-26 · platform · [`pnpm test` sets itself up (issue 47, 2026-11-26)](#pnpm-test-sets-itself-up-issue-47-2026-11-26)',
      '- undated · platform · [Workspace](#workspace-1)',
    ]);
    // Written once, the index is current and keeps its dates without git history.
    const again = indexedDecisions(text, () => undefined);
    expect(again.current).toBe(true);
    expect(again.text).toBe(text);
  });

  it('is stale once a decision is added below it', () => {
    const { text } = indexedDecisions(FILE, () => '2026-11-27');
    const added = `${text}\n## A new decision (2026-11-27)\n\nText.\n`;
    expect(indexedDecisions(added, () => undefined).current).toBe(false);
  });

  it('keeps the index of docs/DECISIONS.md current (run `pnpm decisions-index` after adding one)', () => {
    const markdown = readFileSync(DECISIONS_FILE, 'utf8');
    expect(indexedDecisions(markdown, () => undefined).current).toBe(true);
  });

  it('names areas from the heading', () => {
    expect(decisionArea("Translator's workbench (apps/workbench, round 3)")).toBe('workbench');
    expect(decisionArea('Conditions as data, and one function that applies them (issue 43)')).toBe(
      'rules core',
    );
    expect(headingAnchor('`pnpm test` in two lanes (issue 31 item 6)')).toBe(
      'pnpm-test-in-two-lanes-issue-31-item-6',
    );
  });
});
