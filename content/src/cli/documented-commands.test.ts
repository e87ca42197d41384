/**
 * The documents followed literally (issue 72): every `pnpm content ...` / `npm run content -- ...`
 * command README.md and HAND-BACK.md show, in English, Thai and Chinese, names a command the CLI
 * has and only options that command's usage lists, and a review mark by name always carries the
 * required `--reviewer` (or a `--key`); and "Registering a reviewer" done as written (replace
 * `reviewers: []` with `reviewers:`, paste the four lines `reviewer-key` printed below it) gives a
 * reviewers.yaml that registers the reviewer.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { captureCliAsync } from '../../test/support/test-support.ts';
import { DEFAULT_CONTENT_ROOT } from '../loader/content-root.ts';
import { parseReviewers } from '../trust/reviewers.ts';
import { COMMAND_NAMES } from './dispatch.ts';

const DOCUMENTS = ['README.md', 'HAND-BACK.md'];
const { t } = createTranslator('en');

/** Each inline code span that runs the content CLI, as [document, command words]. */
function documentedCommands(): [string, string[]][] {
  return DOCUMENTS.flatMap((name) => {
    const text = readFileSync(path.join(DEFAULT_CONTENT_ROOT, name), 'utf8');
    return [...text.matchAll(/`(?:pnpm content|npm run content --) ([^`]+)`/g)].map(
      (match): [string, string[]] => [name, match[1]!.trim().split(/\s+/)],
    );
  });
}

describe('the documents, followed literally', () => {
  const commands = documentedCommands();

  it('show commands (more than a few: the pattern finds them)', () => {
    expect(commands.length).toBeGreaterThan(30);
  });

  it('name only commands the CLI has, with options their usage lists', () => {
    const wrong = commands.flatMap(([document, [command, ...rest]]) => {
      if (command === '--help' || command === '<command>') return [];
      if (!(COMMAND_NAMES as readonly string[]).includes(command!)) return [`${document}: ${command}`];
      const usage = t(`cli.content.usage.${command}` as 'cli.content.usage.review');
      const options = rest.filter((word) => word.startsWith('--')).map((word) => word.split('=')[0]!);
      return options
        .filter((option) => !usage.includes(option))
        .map((option) => `${document}: ${command} ${option}`);
    });
    expect(wrong).toEqual([]);
  });

  it('never show a review by name without the required --reviewer (or a --key)', () => {
    const reviews = commands.filter(
      ([, [command, locale, id]]) => command === 'review' && locale !== undefined && id !== undefined,
    );
    expect(reviews.length).toBeGreaterThan(3);
    const missing = reviews
      .filter(([, words]) => !words.includes('--reviewer') && !words.includes('--key'))
      .map(([document, words]) => `${document}: ${words.join(' ')}`);
    expect(missing).toEqual([]);
  });

  it('"Registering a reviewer" as written registers the reviewer', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'polyhedral-doc-key-')), 'key.json');
    const made = await captureCliAsync(
      DEFAULT_CONTENT_ROOT,
      'reviewer-key',
      '--name',
      'Somchai Jaidee',
      '--locales',
      'th',
      '--out',
      out,
    );
    expect(made.code).toBe(0);
    const lines = made.out.split('\n').slice(1).filter(Boolean);
    expect(lines).toHaveLength(4);
    const file = readFileSync(path.join(DEFAULT_CONTENT_ROOT, 'reviewers.yaml'), 'utf8');
    expect(file).toMatch(/^reviewers: \[\]$/m);
    const pasted = file.replace(/^reviewers: \[\]$/m, `reviewers:\n${lines.join('\n')}`);
    const parsed = await parseReviewers(pasted);
    expect(parsed.ok && parsed.registry.reviewers.map((reviewer) => reviewer.name)).toEqual([
      'Somchai Jaidee',
    ]);
    // Pasted under the very line as it was (`reviewers: []`), the file is refused at its line: the step matters.
    expect((await parseReviewers(`${file.trimEnd()}\n${lines.join('\n')}\n`)).ok).toBe(false);
  });
});
