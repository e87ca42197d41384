/**
 * A reviewer's private key file (`pnpm content reviewer-key`): JSON with the name and locales it
 * was made for, its key ID and public key (what reviewers.yaml lists) and the private key as a JWK.
 * It is written outside the repository only (a key committed by mistake would let anyone sign as
 * its owner), never over another file, readable by its owner alone (mode 0600).
 */
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { isInside } from '../loader/is-inside.ts';
import { importPrivateKey, publicKeyOfPrivate } from './reviewer-key.ts';
import { isReviewerName } from './reviewer-name.ts';
import type { Signer } from './sign-approval.ts';

export const KEY_FILE_FORMAT = 'polyhedral-reviewer-key';

const keyFileSchema = z.strictObject({
  format: z.literal(KEY_FILE_FORMAT),
  version: z.literal(1),
  name: z.string().check(z.refine(isReviewerName)),
  locales: z.array(z.string()).check(z.minLength(1)),
  keyId: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  publicKey: z.string(),
  privateKey: z.record(z.string(), z.unknown()),
});

export type KeyFile = z.infer<typeof keyFileSchema>;

/** Why a key file cannot sign: its message names the file as the reader wrote it. */
export interface KeyFileProblem {
  code:
    | 'cli.content.review.key-unreadable'
    | 'cli.content.review.key-invalid'
    | 'cli.content.review.key-mismatch';
  params: { file: string };
}

/** The signer in the key file at `file` (named `shownAs` in a problem, as the reader wrote it), or why not. */
export async function readKeyFile(
  file: string,
  shownAs: string = file,
): Promise<{ ok: true; key: KeyFile; signer: Signer } | { ok: false; problem: KeyFileProblem }> {
  const refused = (code: KeyFileProblem['code']) => ({
    ok: false as const,
    problem: { code, params: { file: shownAs } },
  });
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return refused('cli.content.review.key-unreadable');
  }
  const parsed = keyFileSchema.safeParse(raw);
  if (!parsed.success) return refused('cli.content.review.key-invalid');
  const key = parsed.data;
  try {
    const jwk = key.privateKey as JsonWebKey;
    // The public key and ID written beside it must be the private key's own.
    const own = await publicKeyOfPrivate(jwk);
    if (own.keyId !== key.keyId || own.publicKeyText !== key.publicKey)
      return refused('cli.content.review.key-mismatch');
    const privateKey = await importPrivateKey(jwk);
    return { ok: true, key, signer: { privateKey, reviewer: key.name, keyId: key.keyId } };
  } catch {
    return refused('cli.content.review.key-invalid');
  }
}

/** Whether `file` would lie inside the folder `repository` (symbolic links resolved where they exist). */
export function isInsideRepository(file: string, repository: string): boolean {
  const real = (target: string): string => {
    let at = path.resolve(target);
    const rest: string[] = [];
    while (!existsSync(at) && path.dirname(at) !== at) {
      rest.unshift(path.basename(at));
      at = path.dirname(at);
    }
    return path.join(realpathSync(at), ...rest);
  };
  return isInside(real(repository), real(file));
}

/**
 * Write the key file (fails when `file` exists: `wx`), owner-only. A write that fails after the
 * file was made (a full disk) removes it: no 0-byte key file is left to be mistaken for a key.
 */
export function writeKeyFile(file: string, key: KeyFile): void {
  try {
    writeFileSync(file, `${JSON.stringify(key, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(file, { force: true });
    throw error;
  }
}
