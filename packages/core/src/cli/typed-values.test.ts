import { messagesFor, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { captureRun } from './capture-run.ts';

/**
 * Text a reader typed on the command line and the CLI echoes in an error (a dice expression, a
 * table ID, a command, an option, a ruleset, a calculator parameter) is shown as typed in every
 * language: i18next's nesting `$t(…)` and placeholders `{{…}}` in it are not expanded and markup
 * is left alone (the terminal shows no markup). The i18n package's every-message test renders the
 * same values through every message; this holds the CLI's own path (clipping, formatProblem).
 */
const HOSTILE = '$t(ui.review.send.button){{count}}<img src=x onerror=alert(1)>';

/** Command lines whose error echoes the typed text. */
const ECHOES: readonly (readonly string[])[] = [
  ['table', HOSTILE],
  ['calc', HOSTILE],
  [HOSTILE],
  ['dice', '1d6', '--ruleset', HOSTILE],
  ['calc', 'save-half', '--damage', `8d6:${HOSTILE}`, '--dc', '15'],
  ['save-half', '--damage', '8d6', '--dc', '15', '--target', `save=${HOSTILE}`],
];

describe('typed values in CLI errors are shown as typed', () => {
  for (const locale of WRITTEN_LOCALES) {
    const send = messagesFor(locale, 'ui.review.send.button')['ui.review.send.button']!;
    it.each(ECHOES)(`${locale}: %s`, (...argv) => {
      const result = captureRun(...argv, '--locale', locale);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(HOSTILE);
      expect(result.stderr).not.toContain(send);
    });
  }

  it('an unknown option is named as typed, up to its `=` (`--name=value`)', () => {
    for (const locale of WRITTEN_LOCALES) {
      const result = captureRun('dice', '1d6', `--${HOSTILE}`, '--locale', locale);
      expect(result.stderr).toContain('--$t(ui.review.send.button){{count}}<img src');
      expect(result.stderr).toContain('[rules.cli.unknown-flag]');
    }
  });

  it('a dice expression starting with $t( is refused at its first character, not expanded', () => {
    const result = captureRun('dice', HOSTILE, '--locale', 'zh');
    expect(result.stderr).toContain('“$”');
    expect(result.stderr).toContain('[dice.syntax.unexpected-character]');
    expect(result.stderr).not.toContain('发送我的修改');
  });
});
