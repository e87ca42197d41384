import { run } from './run.ts';

/** Run the CLI in-process and collect what it writes (for tests): `{ code, stdout, stderr }`. */
export function captureRun(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = run(
    argv,
    { write: (text: string) => (stdout += text) },
    { write: (text: string) => (stderr += text) },
  );
  return { code, stdout, stderr };
}
