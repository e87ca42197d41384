import type { LocaleEnv } from '@polyhedral/i18n/client';
import { run } from './run.ts';

/** Run the CLI in-process and collect what it writes (for tests): `{ code, stdout, stderr }`. */
export function captureRun(...argv: string[]): { code: number; stdout: string; stderr: string } {
  return captureRunIn({}, ...argv);
}

/** The same with an environment (LANG, LC_ALL, LC_MESSAGES) as the built CLI would read it. */
export function captureRunIn(
  env: LocaleEnv,
  ...argv: string[]
): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = run(
    argv,
    { write: (text: string) => (stdout += text) },
    { write: (text: string) => (stderr += text) },
    env,
  );
  return { code, stdout, stderr };
}
