/**
 * Every YAML file content/ reads goes through one diagnostics path (issue 22 item 4): front
 * matter and sources.yaml, translation-only.yaml, qa-exceptions.yaml. Each malformed fixture
 * (test/fixtures/config-*) used to end `content check` with a stack trace; now each problem is
 * one `file:line:column` line and the check exits 1.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, FIXTURE_TERMS, fixture } from '../../test/support/test-support.ts';
import { checkContent } from '../check/check-content.ts';
import { runCli } from '../cli/run-cli.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { loadSources } from '../sources/load-sources.ts';
import { MAX_CONTENT_FILE_BYTES } from './limits.ts';

function errors(root: string): string[] {
  const result = checkContent({ root, knownTermIds: FIXTURE_TERMS });
  return result.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d));
}

function cli(root: string, args: string[] = ['check', '--errors-only']) {
  const out: string[] = [];
  const code = runCli(args, {
    stdout: (line) => out.push(line),
    stderr: (line) => out.push(line),
    cwd: root,
    root,
  });
  return { code, out };
}

describe('configuration files and front matter through one diagnostics path', () => {
  it.each([
    [
      'config-alias-bomb',
      'en/playing-the-game/Dice.md:3:8: error front-matter-yaml The front matter is not valid YAML: an anchor or alias (& or *) here cannot be used: write the value itself',
    ],
    [
      'config-sources-open',
      'sources.yaml:12:9: error config-invalid Field "srd-5.2.open" of sources.yaml is invalid: write true or false',
    ],
    [
      'config-sources-syntax',
      'sources.yaml:11:3: error config-yaml sources.yaml is not valid YAML: the indentation is wrong here (indent with spaces, like the lines around it)',
    ],
    [
      'config-sources-javascript',
      'sources.yaml:9:8: error config-invalid Field "srd-5.2.url" of sources.yaml is invalid: only http:// and https:// addresses are allowed',
    ],
    [
      'config-qa-exceptions-kind',
      `qa-exceptions.yaml:3:13: error config-invalid Field "th.Dice.0.kind" of qa-exceptions.yaml is invalid: write one of: number | dice | link | quantity`,
    ],
    [
      'config-translation-only-id',
      'translation-only.yaml:3:5: error config-invalid Field "th.1" of translation-only.yaml is invalid: write a rule ID: a letter, then letters, digits, - or _',
    ],
  ])('%s: reported at its line, and the CLI exits 1 with no stack', (name, line) => {
    expect(errors(fixture(name))).toContain(line);
    const { code, out } = cli(fixture(name));
    expect(code).toBe(1);
    expect(out.join('\n')).not.toMatch(/\n\s+at |Error:/);
  });

  it('a broken sources.yaml is reported once, not as an unknown source in every file', () => {
    const found = errors(fixture('config-sources-syntax'));
    expect(found.filter((line) => line.includes('front-matter-unknown-source'))).toEqual([]);
  });

  it('loadSources (the site build) throws one line naming the file and line, not a ZodError', () => {
    expect(() => loadSources(fixture('config-sources-open'))).toThrowError(
      /^sources\.yaml:12:9: error config-invalid Field "srd-5\.2\.open"/,
    );
  });

  it('refuses a Markdown file over the size limit before parsing it', () => {
    const root = copyFixture('valid');
    const file = path.join(root, 'th/playing-the-game/Dice.md');
    appendFileSync(file, `\n${'ทอย 1d6 แล้ว '.repeat(Math.ceil(MAX_CONTENT_FILE_BYTES / 20))}\n`);
    const found = errors(root);
    expect(found[0]).toMatch(
      /^th\/playing-the-game\/Dice\.md:1:1: error file-too-large "th\/playing-the-game\/Dice\.md" is [\d,]+ bytes, more than the 262,144 bytes/,
    );
  });

  it('refuses a configuration file over the size limit', () => {
    const root = copyFixture('valid');
    appendFileSync(path.join(root, 'translation-only.yaml'), `# ${'x'.repeat(MAX_CONTENT_FILE_BYTES)}\n`);
    expect(errors(root)).toContainEqual(
      expect.stringMatching(/^translation-only\.yaml:1:1: error file-too-large/),
    );
  });
});
