import { messagesFor, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/support/test-support.ts';
import { runCli } from './run-cli.ts';

/**
 * Text typed on the `pnpm content` command line and echoed in its errors (a command, an argument,
 * a locale) is shown as typed in every language: i18next's `$t(…)` and `{{…}}` in it are not
 * expanded, markup is left alone. The CLI counterpart of i18n's every-message test.
 */
const HOSTILE = '$t(ui.review.send.button){{count}}<img src=x onerror=alert(1)>';

const ECHOES: readonly (readonly string[])[] = [[HOSTILE], ['status', HOSTILE], ['check', HOSTILE]];

async function run(argv: readonly string[]) {
  const err: string[] = [];
  const code = await runCli([...argv], {
    stdout: () => {},
    stderr: (line) => err.push(line),
    cwd: fixture('valid'),
    root: fixture('valid'),
  });
  return { code, stderr: err.join('\n') };
}

describe('typed values in content CLI errors are shown as typed', () => {
  for (const locale of WRITTEN_LOCALES) {
    const send = messagesFor(locale, 'ui.review.send.button')['ui.review.send.button']!;
    it.each(ECHOES)(`${locale}: %s`, async (...argv) => {
      const result = await run([...argv, '--locale', locale]);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(HOSTILE);
      expect(result.stderr).not.toContain(send);
    });
  }
});
