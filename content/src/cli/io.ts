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
