/**
 * `pnpm content import FILE [--into th|zh|zh-hant] [--dry-run]`: apply a hand-back bundle per section
 * (handback/import-handback.ts). Exit 0 when every section and review mark is in; 1 when some
 * were not applied (named: conflicts, stale review marks); 2 when the bundle is refused and
 * nothing is written.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTranslator, type Translator } from '@polyhedral/i18n';
import { type BundleProblem, MAX_BUNDLE_BYTES, parseHandbackBundle } from '../../handback/handback-bundle.ts';
import { importHandback } from '../../handback/import-handback.ts';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { isReviewedLocale } from '../../model/types.ts';
import { identifyPrivateKey, privateKeyIn, privateKeyParams } from '../../trust/private-key-material.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs } from './command-args.ts';
import {
  type ImportReport,
  reportGlossary,
  reportNumbers,
  reportReviews,
  reportSections,
  reportStamps,
  reportSummary,
} from './import-report.ts';
import { sectionLabel } from './section-label.ts';

/**
 * The bundle file's bytes: only a regular file, of at most a bundle's size (/dev/zero grew to
 * 6.6 GB, a FIFO waited forever); null when refused, the reason printed.
 */
function readBundleFile(file: string, io: CliIo, { t, problem }: Translator): Uint8Array | null {
  let refusal: string;
  try {
    const stat = statSync(path.resolve(io.cwd, file));
    if (stat.isFile() && stat.size <= MAX_BUNDLE_BYTES) return readFileSync(path.resolve(io.cwd, file));
    refusal = !stat.isFile()
      ? t('handback.error.not-a-file', { file })
      : problem({ code: 'handback.bundle.too-large', params: { size: stat.size, limit: MAX_BUNDLE_BYTES } });
  } catch {
    refusal = t('handback.error.read-failed', { file });
  }
  io.stderr(refusal);
  return null;
}

export async function runImport(args: readonly string[], io: CliIo): Promise<number> {
  const ui = io.locale ?? 'en';
  const translator = createTranslator(ui);
  const { t, problem } = translator;
  const parsed = parseCommandArgs(args, { values: ['--into'], switches: ['--dry-run'] }, t);
  if (!parsed.ok || parsed.args.words.length !== 1) {
    if (!parsed.ok) io.stderr(parsed.error);
    return failWith(io, t('cli.content.usage.import'));
  }
  const into = parsed.args.values.get('--into');
  if (into !== undefined && !isReviewedLocale(into))
    return failWith(
      io,
      `${t('cli.content.error.unknown-target-locale', { locale: into })}\n${t('cli.content.usage.import')}`,
    );
  const bytes = readBundleFile(parsed.args.words[0]!, io, translator);
  if (bytes === null) return 2;
  const read = parseHandbackBundle(bytes);
  if (!read.ok) return failWith(io, problem(await withKeyId(read.problem, bytes)));
  const { bundle } = read;
  const dryRun = parsed.args.switches.has('--dry-run');
  const root = io.root ?? DEFAULT_CONTENT_ROOT;
  const result = await importHandback(root, bundle, { ...(into ? { locale: into } : {}), dryRun });
  if (result.refused) return failWith(io, problem(result.refused));
  const label = (id: string) => sectionLabel(result.titles.get(id), id);
  if (result.registryProblem) io.stderr(problem(result.registryProblem));
  const report: ImportReport = {
    io,
    ui,
    root,
    translator,
    result,
    bundleLocale: bundle.locale,
    label,
    notApplied: 0,
    reviewed: 0,
    reviewers: new Set(),
    glossaryApplied: 0,
  };
  for (const step of [reportSections, reportNumbers, reportGlossary, reportReviews, reportStamps])
    step(report);
  reportSummary(report, dryRun, bundle.sender);
  return report.notApplied > 0 ? 1 : 0;
}

/** A private key's problem with its key ID when it can be derived (Web Crypto), so the maintainer knows which to revoke. */
async function withKeyId(read: BundleProblem, bytes: Uint8Array): Promise<BundleProblem> {
  if (read.code !== 'handback.bundle.private-key') return read;
  const text = new TextDecoder().decode(bytes);
  const found = privateKeyIn(text);
  return found ? { ...read, params: privateKeyParams(await identifyPrivateKey(text, found)) } : read;
}
