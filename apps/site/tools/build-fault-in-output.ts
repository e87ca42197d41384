/**
 * A disk or folder fault under a writer the project does not wrap, read from what the build printed
 * on stderr: Astro's own page writes (a fatal `ENOSPC: no space left on device, open '…'`, told by
 * Astro with a stack trace) and Pagefind's index (its Rust binary reports `… (os error 28)` through
 * Starlight's logger). The project's own integrations are wrapped in the build itself
 * (src/integrations/build-faults.ts); what they cannot catch is recognised here, after the build
 * ended, so the reader sees the same one localized line naming the file instead of a stack.
 */

/** A fault found in the output, as Node would have thrown it: its code and the file when named. */
export interface FaultInOutput {
  code: string;
  path: string | null;
}

/** Node's codes the one mapping (content's fileFaultOf) knows as faults. */
const NODE_FAULT = /\b(ENOSPC|EDQUOT|EFBIG|EROFS|EACCES|EPERM|EIO): [^,\n]*,\s*[a-z]+(?: '([^'\n]+)')?/;

/** Linux errno numbers of the same faults, as Rust's io::Error prints them: `(os error 28)`. */
const OS_ERROR_CODES: Readonly<Record<string, string>> = {
  '1': 'EPERM',
  '5': 'EIO',
  '13': 'EACCES',
  '27': 'EFBIG',
  '28': 'ENOSPC',
  '30': 'EROFS',
  '122': 'EDQUOT',
};
const OS_ERROR = /\(os error (\d+)\)/;
/** A path Pagefind names in the same line (absolute, up to a quote, a colon and space, or the end). */
const QUOTED_PATH = /["'`](\/[^"'`\n]+)["'`]|(\/[^\s:"'`]+)/;

/** The first disk or folder fault `output` tells of, or null when it tells of none. */
export function faultInBuildOutput(output: string): FaultInOutput | null {
  const node = NODE_FAULT.exec(output);
  if (node) return { code: node[1]!, path: node[2] ?? null };
  for (const line of output.split('\n')) {
    const os = OS_ERROR.exec(line);
    const code = os ? OS_ERROR_CODES[os[1]!] : undefined;
    if (code === undefined) continue;
    const named = QUOTED_PATH.exec(line);
    return { code, path: named ? (named[1] ?? named[2] ?? null) : null };
  }
  return null;
}

/**
 * The file as the reader knows it: the build writes into a fresh folder beside the output, which is
 * removed after a failed build, so a path inside it is told as the same path inside the output.
 * With no path named, the output folder itself.
 */
export function asOutputPath(file: string | null, buildFolder: string, output: string): string {
  if (file === null) return output;
  return file.startsWith(buildFolder) ? output + file.slice(buildFolder.length) : file;
}
