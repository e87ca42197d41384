/**
 * `pnpm content provenance [--json]`: every section's source document and licence, per
 * collection (en, th, zh, zh-hant, playtest): `{ "<locale>": { "<ID>": { source, license, open } } }`.
 * zh-hant is the text readers get: hand-written sections, and the others converted by machine from
 * zh (`convertedFrom: "zh"`; in the text, "converted by machine from zh").
 */
import { createTranslator } from '@polyhedral/i18n';
import { withDerivedLocales } from '../../derive/derive-locales.ts';
import { loadContent } from '../../loader/load-content.ts';
import { contentProvenance } from '../../provenance/section-provenance.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs, usageError } from './command-args.ts';

export function runProvenance(args: readonly string[], io: CliIo): number {
  const ui = io.locale ?? 'en';
  const { t } = createTranslator(ui);
  const parsed = parseCommandArgs(args, { switches: ['--json'] }, t);
  if (!parsed.ok || parsed.args.words.length > 0)
    return failWith(io, usageError(parsed, t('cli.content.usage.provenance')));
  const model = withDerivedLocales(loadContent(io.root ? { root: io.root } : {}));
  const provenance = contentProvenance(model);
  if (parsed.args.switches.has('--json')) {
    io.stdout(JSON.stringify(provenance));
    return 0;
  }
  for (const [collection, sections] of Object.entries(provenance)) {
    const bySource = new Map<string, string[]>();
    for (const [id, entry] of Object.entries(sections)) {
      // The licence as sources.yaml names it in the reader's language.
      const source = model.sources[entry.source];
      const license = (ui === 'en' ? undefined : source?.localized[ui]?.license) ?? entry.license;
      const named = t('cli.content.provenance.source', {
        source: entry.source,
        license,
        open: t(entry.open ? 'cli.content.provenance.open' : 'cli.content.provenance.not-open'),
      });
      const key = entry.convertedFrom
        ? `${named}, ${t('cli.content.provenance.converted', { from: entry.convertedFrom })}`
        : named;
      bySource.set(key, [...(bySource.get(key) ?? []), id]);
    }
    for (const [key, ids] of bySource) {
      io.stdout(t('cli.content.provenance.line', { collection, source: key, count: ids.length }));
    }
  }
  return 0;
}
