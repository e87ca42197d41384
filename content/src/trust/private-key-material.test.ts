/**
 * A private key mailed by mistake (issue 71 item 4) is recognized wherever it arrives: as the
 * hand-back itself (the CLI's key file), pasted into a section of a hand-back (a JWK with `d`, a
 * PKCS#8 PEM), in reviewers.yaml (a PKCS#8 key as `key:`, a JWK block) or in the queue of
 * suggestions. Each is refused with the kind, the line and the key ID to revoke; the key's
 * material is in no message and nothing is written. Real content and a real bundle are not flagged.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureCliAsync } from '../../test/support/test-support.ts';
import { checkReviewers } from '../check/check-reviewers.ts';
import { parseHandbackBundle } from '../handback/handback-bundle.ts';
import { readSuggestions } from '../suggestions/suggestion-queue.ts';
import { toBase64url } from './base64url.ts';
import { identifyPrivateKey, privateKeyIn } from './private-key-material.ts';
import { exportPrivateKey, makeReviewerKey } from './reviewer-key.ts';
import { parseReviewers } from './reviewers.ts';

const made = await makeReviewerKey({ extractable: true });
const jwk = await exportPrivateKey(made.privateKey);
const pkcs8 = btoa(
  String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('pkcs8', made.privateKey))),
);
const pem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.replace(/(.{64})/g, '$1\n')}\n-----END PRIVATE KEY-----`;
/** The CLI's key file (`pnpm content reviewer-key`), as a reviewer might attach it instead of the hand-back. */
const keyFile = JSON.stringify(
  {
    format: 'polyhedral-reviewer-key',
    version: 1,
    name: 'Somchai Jaidee',
    locales: ['th'],
    keyId: made.keyId,
    publicKey: made.publicKeyText,
    privateKey: jwk,
  },
  null,
  2,
);
const bundle = (markdown: string) =>
  JSON.stringify(
    {
      format: 'polyhedral-handback',
      version: 1,
      locale: 'th',
      exported: '2026-11-27T09:00:00.000Z',
      startingPoint: 'git:0123456789abcdef0123456789abcdef01234567',
      sections: [{ id: 'Cover', start: null, english: null, markdown, review: null }],
    },
    null,
    2,
  );
const bytes = (text: string) => new TextEncoder().encode(text);
const identified = async (text: string) => identifyPrivateKey(text, privateKeyIn(text)!);

const temp = mkdtempSync(path.join(tmpdir(), 'private-key-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('a private key mailed by mistake', () => {
  it('in a hand-back: the key file itself, a JWK or a PEM pasted into a section; named by kind, line and key ID', async () => {
    for (const [text, kind] of [
      [keyFile, 'key-file'],
      [bundle(`ข้อความ\n\n${JSON.stringify(jwk)}`), 'jwk'],
      [bundle(`ข้อความ\n\n${pem}`), 'pem'],
    ] as const) {
      const read = parseHandbackBundle(bytes(text));
      expect(read).toMatchObject({
        ok: false,
        problem: { code: 'handback.bundle.private-key', params: { kind } },
      });
      expect((await identified(text)).keyId, kind).toBe(made.keyId);
    }
    expect(privateKeyIn(keyFile)).toEqual({ kind: 'key-file', line: 2, keyId: made.keyId });
    expect(privateKeyIn(bundle(`x\n\n${pem}`))?.line).toBe(12);
  });

  it('`content import` refuses it with the key ID to revoke, echoes none of the key and writes nothing', async () => {
    const root = path.join(temp, 'content');
    mkdirSync(root);
    const file = path.join(temp, 'handback.json');
    writeFileSync(file, bundle(`ข้อความ ${JSON.stringify(jwk)}`));
    const result = await captureCliAsync(root, 'import', file);
    expect(result.code).toBe(2);
    expect(result.err).toContain('private key');
    expect(result.err).toContain(made.keyId);
    expect(result.err).toContain('revoked:');
    expect(`${result.out}${result.err}`).not.toContain(jwk.d!);
    expect(readdirSync(root)).toEqual([]);
  });

  it('in reviewers.yaml: a PKCS#8 key pasted as `key:`, or a JWK block, refuses the file at its line', async () => {
    const yaml = (key: string) =>
      `reviewers:\n  - name: Somchai Jaidee\n    locales: [th]\n    key: ${key}\n    added: 2026-11-20\n`;
    expect(await parseReviewers(yaml(made.publicKeyText))).toMatchObject({ ok: true });
    expect(await parseReviewers(yaml(pkcs8))).toEqual({
      ok: false,
      problem: {
        code: 'handback.trust.reviewers.private-key',
        params: { file: 'reviewers.yaml', kind: 'pkcs8', line: 4, keyId: '?' },
      },
    });
    expect((await identified(yaml(pkcs8))).keyId).toBe(made.keyId);
    const block = `${yaml(made.publicKeyText)}    kty: EC\n    crv: P-256\n    x: ${jwk.x}\n    y: ${jwk.y}\n    d: ${jwk.d}\n`;
    expect(await parseReviewers(block)).toMatchObject({
      ok: false,
      problem: { params: { kind: 'jwk', line: 10 } },
    });
    expect((await identified(block)).keyId).toBe(made.keyId);
    // `content check` says it first, at its line, as an error (and nothing of the key).
    const root = path.join(temp, 'check');
    mkdirSync(root);
    writeFileSync(path.join(root, 'reviewers.yaml'), block);
    const found = checkReviewers(root);
    expect(found.map((finding) => [finding.code, finding.line])).toEqual([
      ['content.config.private-key', 10],
    ]);
    expect(JSON.stringify(found)).not.toContain(jwk.d!);
  });

  it('in the queue of suggestions: refused at its line, never rewritten', () => {
    const root = path.join(temp, 'queue');
    mkdirSync(path.join(root, 'suggestions'), { recursive: true });
    const queue = `{\n  "suggestions": [],\n  "note": ${JSON.stringify(pem)}\n}\n`;
    writeFileSync(path.join(root, 'suggestions', 'th.json'), queue);
    expect(readSuggestions(root, 'th')).toMatchObject({ ok: false, line: 3, privateKey: { kind: 'pem' } });
    expect(readFileSync(path.join(root, 'suggestions', 'th.json'), 'utf8')).toBe(queue);
  });

  it('flags no public key, signature, real section or the repository reviewers.yaml', () => {
    expect(privateKeyIn(made.publicKeyText)).toBeNull();
    expect(privateKeyIn(toBase64url(new Uint8Array(64).fill(7)))).toBeNull();
    expect(privateKeyIn(JSON.stringify({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y }))).toBeNull();
    const content = path.resolve(import.meta.dirname, '../..');
    for (const locale of ['en', 'th', 'zh']) {
      for (const entry of readdirSync(path.join(content, locale), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
        const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
        expect(privateKeyIn(text), entry.name).toBeNull();
      }
    }
    expect(privateKeyIn(readFileSync(path.join(content, 'reviewers.yaml'), 'utf8'))).toBeNull();
  });
});
