/** `pnpm content status [--json]`: translation coverage per locale. */
import { loadContent } from '../../loader/load-content.ts';
import { TRANSLATED_LOCALES } from '../../model/types.ts';
import { contentStatus } from '../../status/content-status.ts';
import type { CliIo } from '../io.ts';

export const STATUS_USAGE = 'usage: pnpm content status [--json]';

export function runStatus(args: readonly string[], io: CliIo): number {
  if (args.some((arg) => arg !== '--json')) {
    io.stderr(`error: unknown argument "${args.find((arg) => arg !== '--json')}"\n${STATUS_USAGE}`);
    return 2;
  }
  const model = loadContent(io.root ? { root: io.root } : {});
  const status = contentStatus(model);
  if (args.includes('--json')) {
    io.stdout(JSON.stringify(status));
    return 0;
  }
  io.stdout(`English sections: ${status.sections} (${status.locales.th.words.english} words)`);
  io.stdout(
    'locale  translated  current  draft  stale  missing  only-here  coverage  words-missing  words-stale',
  );
  for (const locale of TRANSLATED_LOCALES) {
    const s = status.locales[locale];
    const cells = [
      locale.padEnd(6),
      String(s.translated).padStart(10),
      String(s.current).padStart(7),
      String(s.draft).padStart(5),
      String(s.stale).padStart(5),
      String(s.missing).padStart(7),
      String(s.translationOnly).padStart(9),
      `${(s.coverage * 100).toFixed(1)}%`.padStart(8),
      String(s.words.missing).padStart(13),
      String(s.words.stale).padStart(11),
    ];
    io.stdout(cells.join('  '));
  }
  return 0;
}
