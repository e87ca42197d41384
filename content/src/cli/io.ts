/** What a CLI command may touch: output streams, the working directory and the content root. */
import type { WrittenLocale } from '@polyhedral/i18n';
import type { LocaleEnv } from './cli-locale.ts';

export interface CliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  cwd: string;
  /** Content root override (tests); default: the package folder. */
  root?: string;
  /** Environment read for the message language (LC_ALL, LC_MESSAGES, LANG); default: none (English). */
  env?: LocaleEnv;
  /** Language of the messages, set by runCli from `--locale` or `env`. */
  locale?: WrittenLocale;
}

/** Print `message` on stderr and give the exit `code` (2: a wrong request). */
export function failWith(io: CliIo, message: string, code = 2): number {
  io.stderr(message);
  return code;
}
