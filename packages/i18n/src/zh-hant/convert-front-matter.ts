/**
 * A content file's front matter in zh-Hant: only the fields a reader sees are converted; IDs, keys,
 * hashes, review states and a reviewer's name (written as its owner writes it) stay byte for byte.
 */
import { CJK_RUN } from './cjk-runs.ts';

/** Front matter fields whose values a reader sees (the page title). */
export const READER_FRONT_MATTER_FIELDS: readonly string[] = ['title'];

const TOP_LEVEL_KEY = /^([A-Za-z_][A-Za-z0-9_-]*)[ \t]*:/;

/**
 * The front matter block (from its opening `---` line to its closing one, both included) with the
 * CJK runs of the reader fields' values converted. A field's value runs on over indented and blank
 * lines (a folded or quoted title on several lines).
 */
export function convertFrontMatter(block: string, convert: (run: string) => string): string {
  let field: string | undefined;
  return block
    .split('\n')
    .map((line) => {
      const key = TOP_LEVEL_KEY.exec(line);
      if (key !== null) field = key[1];
      else if (line.trim() !== '' && !/^[ \t]/.test(line)) field = undefined;
      if (field === undefined || !READER_FRONT_MATTER_FIELDS.includes(field)) return line;
      const valueStart = key === null ? 0 : key[0].length;
      return line.slice(0, valueStart) + line.slice(valueStart).replace(CJK_RUN, (run) => convert(run));
    })
    .join('\n');
}
