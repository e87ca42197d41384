/**
 * `pnpm content review <th|zh|zh-hant> <ID ...> --key FILE [--out BUNDLE] [--dry-run]`: a registered
 * reviewer signs what they read. `--out`: a hand-back file with each text and its signed approval
 * (for a reviewer without push rights); without it, each signed approval is written as its record
 * (approvals/<locale>/<ID>.json), which counts while reviewers.yaml registers the key.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { exportHandback } from '../../handback/export-handback.ts';
import { serializeHandbackBundle } from '../../handback/handback-bundle.ts';
import { outFileProblem } from '../../handback/out-file-problem.ts';
import { signBundle } from '../../handback/sign-bundle.ts';
import { recordStartingPoint } from '../../handback/starting-point.ts';
import { loadContent } from '../../loader/load-content.ts';
import { type ContentModel, isReviewedLocale, type ReaderLocale } from '../../model/types.ts';
import { APPROVAL_RECORD_FORMAT, type ReviewRecord } from '../../review/approval-record.ts';
import { reviewTranslation } from '../../review/page/review-translation.ts';
import {
  type RetiredKeyMemo,
  type RetiredKeyRefusal,
  retiredKeyRefusal,
} from '../../review/retired-key-text.ts';
import { sectionTextHash } from '../../sections/section-text-hash.ts';
import { approvalTextHash, englishTextHash } from '../../trust/approval-text-hash.ts';
import { readKeyFile } from '../../trust/key-file.ts';
import { readReviewersSync } from '../../trust/read-reviewers-sync.ts';
import { utcToday } from '../../trust/reviewer-name.ts';
import { keyRole, type ReviewerRegistry } from '../../trust/reviewers.ts';
import { signApproval } from '../../trust/sign-approval.ts';
import { writeFileAtomic } from '../../write/write-file-atomic.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs } from './command-args.ts';
import { reportReview } from './review-report.ts';

export async function runSignedReview(args: readonly string[], io: CliIo): Promise<number> {
  const { t, problem } = createTranslator(io.locale ?? 'en');
  const usage = t('cli.content.usage.review');
  const parsed = parseCommandArgs(args, { values: ['--key', '--out'], switches: ['--dry-run'] }, t);
  if (!parsed.ok) return failWith(io, `${parsed.error}\n${usage}`);
  const [locale, ...ids] = parsed.args.words;
  if (!isReviewedLocale(locale) || ids.length === 0) {
    if (locale !== undefined && !isReviewedLocale(locale))
      io.stderr(t('cli.content.error.unknown-target-locale', { locale }));
    return failWith(io, usage);
  }
  const keyFile = parsed.args.values.get('--key')!;
  const read = await readKeyFile(path.resolve(io.cwd, keyFile), keyFile);
  if (!read.ok) return failWith(io, problem(read.problem));
  const { key, signer } = read;
  if (!key.locales.includes(locale))
    return failWith(
      io,
      t('cli.content.review.key-locale', { file: keyFile, locale, locales: key.locales.join(', ') }),
    );
  const today = utcToday();
  const model = loadContent(io.root ? { root: io.root } : {});
  const englishOf = (id: string) => model.sections.get(id)?.en?.markdown ?? null;
  const out = parsed.args.values.get('--out');
  if (out !== undefined) return writeSignedBundle({ model, locale, ids, out, key, signer, today }, io);
  const registry = readReviewersSync(model.root);
  if (!registry.ok) return failWith(io, problem(registry.problem));
  const registered = registry.registry.byKeyId.get(key.keyId);
  // The maintainer's key signs acceptances, never reviews (trust/signing-key-check.ts).
  if (
    !registered ||
    registered.name !== key.name ||
    !registered.locales.includes(locale) ||
    keyRole(registered) !== 'reviewer'
  ) {
    return failWith(
      io,
      t('cli.content.review.key-not-registered', { name: key.name, keyId: key.keyId, locale }),
    );
  }
  const late = retiredKeyLateText(model, locale, ids, key.keyId, registry.registry);
  if (late)
    return failWith(
      io,
      t(`cli.content.review.${late.refusal}`, { id: late.id, name: key.name, keyId: key.keyId }),
    );
  const dryRun = parsed.args.switches.has('--dry-run');
  if (!dryRun) recordStartingPoint(model);
  // Each section's text and English now, signed; the signed approval itself is the record.
  const records = new Map<string, ReviewRecord>();
  for (const id of ids) {
    const local = model.sections.get(id)?.[locale];
    if (!local) continue;
    const approval = await signApproval(
      signer,
      {
        locale,
        ruleId: id,
        textHash: await approvalTextHash(local.markdown),
        englishHash: await englishTextHash(englishOf(id)),
      },
      today,
      today,
    );
    records.set(id, { format: APPROVAL_RECORD_FORMAT, kind: 'review', locale, ruleId: id, ...approval });
  }
  const result = reviewTranslation(model, locale, ids, { dryRun, records });
  return reportReview(result, model, locale, dryRun, io);
}

/**
 * `--out BUNDLE`: each section's present text and its signed approval. A retired key's signature of
 * a text newer than its retirement is refused as without `--out`, by this copy's registry when it
 * reads (a key not registered here may be in the maintainer's copy: that alone refuses nothing).
 */
async function writeSignedBundle(
  job: {
    model: ContentModel;
    locale: ReaderLocale;
    ids: readonly string[];
    out: string;
    key: { keyId: string; name: string };
    signer: Parameters<typeof signBundle>[1];
    today: string;
  },
  io: CliIo,
): Promise<number> {
  const { model, locale, ids, out, key, today } = job;
  const { t, problem } = createTranslator(io.locale ?? 'en');
  const target = path.resolve(io.cwd, out);
  const outProblem = outFileProblem(target, out);
  if (outProblem) return failWith(io, problem(outProblem));
  const registry = readReviewersSync(model.root);
  const late = registry.ok ? retiredKeyLateText(model, locale, ids, key.keyId, registry.registry) : null;
  if (late)
    return failWith(
      io,
      t(`cli.content.review.${late.refusal}`, { id: late.id, name: key.name, keyId: key.keyId }),
    );
  recordStartingPoint(model);
  const exported = exportHandback(model, locale, { ids });
  if (!exported.ok) return failWith(io, problem(exported.problem));
  const englishOf = (id: string) => model.sections.get(id)?.en?.markdown ?? null;
  const signed = await signBundle(exported.bundle, job.signer, today, { ids: new Set(ids), englishOf });
  if (!existsSync(path.dirname(target)))
    return failWith(io, t('handback.error.out-folder', { folder: path.dirname(out) }));
  writeFileAtomic(target, Buffer.from(serializeHandbackBundle(signed), 'utf8'));
  io.stdout(t('cli.content.review.signed', { count: ids.length, locale, file: out, name: key.name }));
  return 0;
}

/**
 * The first section whose text came after the retirement of a retired key, or that no history here
 * shows was there (the loader's rule, review/retired-key-text.ts), and why: its record would count
 * for nothing and `content check` would reject it (content.approval.<why>), so nothing is written.
 */
function retiredKeyLateText(
  model: ContentModel,
  locale: ReaderLocale,
  ids: readonly string[],
  keyId: string,
  registry: ReviewerRegistry,
): { id: string; refusal: RetiredKeyRefusal } | null {
  const context = { registry, memo: new Map() as RetiredKeyMemo };
  for (const id of ids) {
    const local = model.sections.get(id)?.[locale];
    if (!local) continue;
    const place = { file: local.file, pageId: local.pageId, id };
    const refusal = retiredKeyRefusal(model.root, keyId, place, sectionTextHash(local.markdown), context);
    if (refusal) return { id, refusal };
  }
  return null;
}
