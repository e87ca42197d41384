/**
 * `pnpm content reviewer-key --name NAME --locales th[,zh...] --out FILE [--role reviewer|maintainer]`:
 * make a signing key (ECDSA P-256, Node's webcrypto), write the private key to FILE outside the
 * repository (trust/key-file.ts), and print the lines the maintainer pastes into
 * content/reviewers.yaml: with `role: maintainer` for the maintainer's key (it signs acceptances
 * only, decision 185), none for a reviewer's. Nothing in the repository changes.
 */
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { DEFAULT_CONTENT_ROOT } from '../../loader/content-root.ts';
import { isReviewedLocale } from '../../model/types.ts';
import { isInsideRepository, KEY_FILE_FORMAT, writeKeyFile } from '../../trust/key-file.ts';
import { exportPrivateKey, makeReviewerKey } from '../../trust/reviewer-key.ts';
import { reviewerNameProblem, utcToday } from '../../trust/reviewer-name.ts';
import { fileFaultProblem } from '../../write/file-fault.ts';
import { type CliIo, failWith } from '../io.ts';
import { parseCommandArgs } from './command-args.ts';

/** The roles a key is registered in (reviewers.yaml's `role`; absent: a reviewer's). */
const KEY_ROLES = ['reviewer', 'maintainer'] as const;

export async function runReviewerKey(args: readonly string[], io: CliIo): Promise<number> {
  const { t, problem } = createTranslator(io.locale ?? 'en');
  const usage = t('cli.content.usage.reviewer-key');
  const parsed = parseCommandArgs(args, { values: ['--name', '--locales', '--out', '--role'] }, t);
  if (!parsed.ok || parsed.args.words.length > 0) {
    if (!parsed.ok) io.stderr(parsed.error);
    return failWith(io, usage);
  }
  const name = parsed.args.values.get('--name')?.trim();
  const locales = (parsed.args.values.get('--locales') ?? '').split(',').filter(Boolean);
  const out = parsed.args.values.get('--out');
  if (name === undefined || locales.length === 0 || out === undefined) return failWith(io, usage);
  const role = parsed.args.values.get('--role') ?? 'reviewer';
  if (!(KEY_ROLES as readonly string[]).includes(role))
    return failWith(
      io,
      `${problem({ code: 'cli.content.reviewer-key.unknown-role', params: { role } })}\n${usage}`,
    );
  const nameProblem = reviewerNameProblem(name);
  if (nameProblem) return failWith(io, problem(nameProblem));
  const unknown = locales.find((locale) => !isReviewedLocale(locale));
  if (unknown !== undefined)
    return failWith(io, `${t('cli.content.error.unknown-target-locale', { locale: unknown })}\n${usage}`);
  const target = path.resolve(io.cwd, out);
  const repository = path.dirname(path.resolve(io.root ?? DEFAULT_CONTENT_ROOT));
  // A private key inside the repository is one `git add` away from being everyone's.
  if (isInsideRepository(target, repository))
    return failWith(io, t('cli.content.reviewer-key.inside', { file: out }));
  const pair = await makeReviewerKey({ extractable: true });
  try {
    writeKeyFile(target, {
      format: KEY_FILE_FORMAT,
      version: 1,
      name,
      locales,
      keyId: pair.keyId,
      publicKey: pair.publicKeyText,
      privateKey: { ...(await exportPrivateKey(pair.privateKey)) },
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A full disk, a read-only folder: said as such (one line, exit 2), never as a missing folder.
    const fault = code === 'ENOENT' || code === 'EEXIST' ? null : fileFaultProblem(error);
    if (fault) {
      // Node names no path for a write that ran out of space: the file is the one asked for.
      return failWith(io, problem({ ...fault, params: { ...fault.params, file: out } }));
    }
    return failWith(
      io,
      t(code === 'EEXIST' ? 'cli.content.reviewer-key.exists' : 'handback.error.out-folder', {
        file: out,
        folder: path.dirname(out),
      }),
    );
  }
  io.stdout(t('cli.content.reviewer-key.done', { file: out, keyId: pair.keyId }));
  // The same four lines as the site's review page gives (reviewer-line.ts): pasted as printed under
  // `reviewers:` (HAND-BACK.md, "Registering a reviewer"; documented-commands.test.ts follows it).
  io.stdout(`- name: ${JSON.stringify(name)}`);
  // The maintainer's key is registered as such (docs/maintainer-guide.md); a reviewer's needs no line.
  if (role === 'maintainer') io.stdout('  role: maintainer');
  io.stdout(`  locales: [${locales.join(', ')}]`);
  io.stdout(`  key: ${pair.publicKeyText}`);
  io.stdout(`  added: ${utcToday()}`);
  return 0;
}
