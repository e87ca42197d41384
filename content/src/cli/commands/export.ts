/**
 * `pnpm content export <th|zh|zh-hant> [ID ...] --out FILE [--reviewer NAME | --key FILE]`: a reviewer's work as one
 * hand-back bundle (handback/export-handback.ts) for the maintainers to apply with
 * `pnpm content import`. Never overwrites a file that is not a hand-back bundle. With `--key` (a
 * registered reviewer's key, `pnpm content reviewer-key`) each review mark is a signed approval.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { exportHandback } from '../../handback/export-handback.ts';
import { type HandbackBundle, serializeHandbackBundle } from '../../handback/handback-bundle.ts';
import { outFileProblem } from '../../handback/out-file-problem.ts';
import { signBundle } from '../../handback/sign-bundle.ts';
import { recordStartingPoint } from '../../handback/starting-point.ts';
import { loadContent } from '../../loader/load-content.ts';
import { isReviewedLocale } from '../../model/types.ts';
import { readKeyFile } from '../../trust/key-file.ts';
import { reviewerNameProblem, utcToday } from '../../trust/reviewer-name.ts';
import { writeFileAtomic } from '../../write/write-file-atomic.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs } from './command-args.ts';

export function runExport(args: readonly string[], io: CliIo): number | Promise<number> {
  const { t, problem } = createTranslator(io.locale ?? 'en');
  const parsed = parseCommandArgs(args, { values: ['--out', '--reviewer', '--key'] }, t);
  if (!parsed.ok) return failWith(io, `${parsed.error}\n${t('cli.content.usage.export')}`);
  const [locale, ...ids] = parsed.args.words;
  if (!isReviewedLocale(locale)) {
    if (locale !== undefined) io.stderr(t('cli.content.error.unknown-target-locale', { locale }));
    return failWith(io, t('cli.content.usage.export'));
  }
  // The one name check (reviewerNameProblem): the bundle's importer refuses what it refuses.
  const reviewer = parsed.args.values.get('--reviewer')?.trim();
  const nameProblem = reviewer === undefined || reviewer === '' ? null : reviewerNameProblem(reviewer);
  if (nameProblem) return failWith(io, problem(nameProblem));
  const out = parsed.args.values.get('--out');
  if (out === undefined)
    return failWith(io, `${t('handback.error.out-missing')}\n${t('cli.content.usage.export')}`);
  const target = out === '-' ? null : path.resolve(io.cwd, out);
  const outProblem = target ? outFileProblem(target, out) : null;
  if (outProblem) return failWith(io, problem(outProblem));
  const model = loadContent(io.root ? { root: io.root } : {});
  // In a copy without git, the starting point is recorded now if no command did before (any order of steps).
  recordStartingPoint(model);
  const result = exportHandback(model, locale, {
    ids,
    reviewer: parsed.args.values.get('--reviewer') ?? null,
  });
  if (!result.ok) return failWith(io, problem(result.problem));
  const keyFile = parsed.args.values.get('--key');
  if (keyFile !== undefined) {
    // A registered reviewer's key: each review mark travels as a signed approval.
    return (async () => {
      const read = await readKeyFile(path.resolve(io.cwd, keyFile), keyFile);
      if (!read.ok) return failWith(io, problem(read.problem));
      if (!read.key.locales.includes(locale))
        return failWith(
          io,
          t('cli.content.review.key-locale', { file: keyFile, locale, locales: read.key.locales.join(', ') }),
        );
      // The English each text is read against is signed too (the tree's English now).
      const model = loadContent(io.root ? { root: io.root } : {});
      const englishOf = (id: string) => model.sections.get(id)?.en?.markdown ?? null;
      return writeExport(
        await signBundle(result.bundle, read.signer, utcToday(), { englishOf }),
        target,
        out,
        io,
      );
    })();
  }
  return writeExport(result.bundle, target, out, io);
}

/** Write the bundle to `target` (null: standard output) and say what it holds; the exit code. */
function writeExport(bundle: HandbackBundle, target: string | null, out: string, io: CliIo): number {
  const { t } = createTranslator(io.locale ?? 'en');
  const locale = bundle.locale;
  const start = bundle.startingPoint.replace(/^git:([0-9a-f]{12})[0-9a-f]+$/, 'git:$1');
  if (bundle.sections.length === 0) return failWith(io, t('handback.export.nothing', { locale, start }), 1);
  const text = serializeHandbackBundle(bundle);
  if (target === null) {
    io.stdout(text.trimEnd());
    return 0;
  }
  // A folder that is not there: say so (and write nothing), not a stack.
  if (!existsSync(path.dirname(target)))
    return failWith(io, t('handback.error.out-folder', { folder: path.dirname(out) }));
  writeFileAtomic(target, Buffer.from(text, 'utf8'));
  const reviewed = bundle.sections.filter((section) => section.review !== null || section.approval).length;
  io.stdout(t('handback.export.done', { locale, count: bundle.sections.length, file: out, reviewed, start }));
  io.stdout(t('handback.export.next', { file: out }));
  return 0;
}
