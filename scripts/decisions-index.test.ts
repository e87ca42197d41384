import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DECISION_AREAS, readDecision } from './decisions/read-decision.ts';
import { DECISIONS_DIR, INDEX_FILE, indexedDecisions, readDecisionFiles } from './decisions-index.ts';

const decision = (title: string, status: string, date = '2026-11-27', area = 'tests-and-ci') =>
  [
    `# ${title}`,
    '',
    `Status: ${status}`,
    `Date: ${date}`,
    `Area: ${area}`,
    '',
    '## Context',
    '',
    'Why.',
    '',
    '```md',
    '## Decision (in a fence: not a section)',
    '```',
    '',
    '## Decision',
    '',
    '- What.',
    '',
    '## Consequences',
    '',
    'Figures.',
    '',
  ].join('\n');

const INDEX = '# Decisions\n\nIntro.\n';

const FILES = [
  {
    file: '2026-11-27-155-tools-static-server-on-sirv.md',
    markdown: decision('The static server on sirv', 'accepted'),
  },
  {
    file: '2026-11-22-001-workspace.md',
    markdown: decision(
      'Workspace [root]',
      'accepted, in part superseded by 2026-11-27-155-tools-static-server-on-sirv.md',
      '2026-11-22',
      'platform',
    ),
  },
  {
    file: '2026-11-26-068-one-formatter.md',
    markdown: decision(
      'One formatter',
      'superseded by `docs/decisions/2026-11-27-155-tools-static-server-on-sirv.md`',
      '2026-11-26',
      'i18n',
    ),
  },
];

describe('the decisions record', () => {
  it('reads the agreed shape: title, status, date, area, the three sections', () => {
    const read = readDecision(FILES[2]!.file, FILES[2]!.markdown);
    expect(read.problems).toEqual([]);
    expect(read.decision).toEqual({
      file: '2026-11-26-068-one-formatter.md',
      title: 'One formatter',
      date: '2026-11-26',
      area: 'i18n',
      status: { kind: 'superseded', by: ['2026-11-27-155-tools-static-server-on-sirv.md'] },
    });
  });

  it('writes one line a decision, by date, with the successor of a superseded one linked', () => {
    const { text, current, problems } = indexedDecisions(FILES, INDEX);
    expect(problems).toEqual([]);
    expect(current).toBe(false);
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- 2026-11-22 · platform · [Workspace \\[root\\]](decisions/2026-11-22-001-workspace.md) — **superseded in part** by [The static server on sirv](decisions/2026-11-27-155-tools-static-server-on-sirv.md)',
      '- 2026-11-26 · i18n · [One formatter](decisions/2026-11-26-068-one-formatter.md) — **superseded** by [The static server on sirv](decisions/2026-11-27-155-tools-static-server-on-sirv.md)',
      '- 2026-11-27 · tests-and-ci · [The static server on sirv](decisions/2026-11-27-155-tools-static-server-on-sirv.md)',
    ]);
    // Written once, it is current; a file added after makes it stale.
    expect(indexedDecisions(FILES, text).current).toBe(true);
    const added = [
      ...FILES,
      { file: '2026-11-27-api-headers.md', markdown: decision('Headers', 'accepted') },
    ];
    expect(indexedDecisions(added, text).current).toBe(false);
  });

  it('refuses a decision of 60 lines or more, at its 60th line', () => {
    const long = decision('Long', 'accepted').replace('Figures.', Array(40).fill('Figures.').join('\n'));
    expect(readDecision('2026-11-27-300-long.md', long).problems).toEqual([
      {
        file: '2026-11-27-300-long.md',
        line: 60,
        message: '60 lines: a decision is under 60 (fold what a later one replaced into it)',
      },
    ]);
    const short = decision('Short', 'accepted').replace('Figures.', Array(39).fill('Figures.').join('\n'));
    expect(readDecision('2026-11-27-301-short.md', short).problems).toEqual([]);
  });

  it('takes an area from the closed list only', () => {
    const problems = readDecision(
      '2026-11-27-200-x.md',
      decision('X', 'accepted', '2026-11-27', 'ci-build'),
    ).problems;
    expect(problems.map((problem) => problem.message)).toEqual([
      `area "ci-build" is not one of ${DECISION_AREAS.join(', ')}`,
    ]);
  });

  it('names each fault of a file with its line', () => {
    const broken = decision('Broken', 'maybe', '2026-11-31')
      .replace('Area: tests-and-ci\n', '')
      .replace('## Context', '## Background');
    expect(readDecision('2026-11-27-tools-Broken.md', broken).problems).toEqual([
      {
        file: '2026-11-27-tools-Broken.md',
        line: 0,
        message: 'the name is not `<yyyy-mm-dd>-<words-in-lower-case>.md`',
      },
      { file: '2026-11-27-tools-Broken.md', line: 4, message: '"2026-11-31" is not a date (yyyy-mm-dd)' },
      {
        file: '2026-11-27-tools-Broken.md',
        line: 0,
        message: 'no `Area: <area>` line before the first section',
      },
      {
        file: '2026-11-27-tools-Broken.md',
        line: 3,
        message:
          'status "maybe" is not accepted, proposed, rejected, deprecated, "superseded by <file>[, <file>]" or "accepted, in part superseded by <file>[, <file>]"',
      },
      { file: '2026-11-27-tools-Broken.md', line: 0, message: 'no `## Context` section' },
    ]);
    const swapped = decision('Swapped', 'accepted')
      .replace('## Consequences', '## Later')
      .replace('## Context', '## Consequences');
    expect(
      readDecision('2026-11-27-tools-swapped.md', swapped).problems.map((problem) => problem.message),
    ).toEqual([
      'no `## Context` section',
      '`## Consequences` comes before a section it should follow (Context, Decision, Consequences)',
    ]);
    expect(readDecision('2026-11-20-tools-x.md', decision('X', 'accepted')).problems[0]?.message).toBe(
      'the date 2026-11-27 is not the one in the name (2026-11-20)',
    );
  });

  it('reads several successors, and refuses one that is not in the folder', () => {
    const two = readDecision(
      '2026-11-23-013-offline.md',
      decision(
        'Offline',
        'accepted, in part superseded by 2026-11-27-109-precache.md, `2026-11-27-tools-worker.md`',
        '2026-11-23',
      ),
    );
    expect(two.decision?.status).toEqual({
      kind: 'superseded in part',
      by: ['2026-11-27-109-precache.md', '2026-11-27-tools-worker.md'],
    });
    expect(
      readDecision('2026-11-27-tools-a.md', decision('A', 'superseded by later work')).problems,
    ).toHaveLength(1);
    const orphan = [
      { file: '2026-11-27-tools-a.md', markdown: decision('A', 'superseded by 2026-11-28-tools-b.md') },
    ];
    expect(indexedDecisions(orphan, INDEX).problems).toEqual([
      {
        file: '2026-11-27-tools-a.md',
        line: 0,
        message: 'its successor 2026-11-28-tools-b.md is not in docs/decisions/',
      },
    ]);
  });

  it('refuses an unknown option with one line naming the tool and exit 2, no stack (toolOptions)', () => {
    const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
    const script = fileURLToPath(new URL('./decisions-index.ts', import.meta.url));
    const run = spawnSync(tsx, [script, '--chek'], { encoding: 'utf8' });
    expect([run.status, run.stdout, run.stderr]).toEqual([
      2,
      '',
      "decisions-index: Unknown option '--chek'\n",
    ]);
  });

  it('keeps docs/decisions/ in shape and docs/DECISIONS.md current (run `pnpm decisions-index` after adding one)', () => {
    const files = readDecisionFiles(DECISIONS_DIR);
    const { current, problems, decisions } = indexedDecisions(files, readFileSync(INDEX_FILE, 'utf8'));
    expect(problems).toEqual([]);
    expect(decisions).toHaveLength(files.length);
    expect(current).toBe(true);
  });
});
