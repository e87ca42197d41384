/**
 * The reader's name travels with corrections (issue 58, item 4): a bundle's `sender`, checked by the
 * one name check every reviewer name passes (no markup, control, bidi or invisible characters, at
 * most 80 characters), queued with the suggestion, shown by `content suggestions` and credited in
 * the suggested commit messages (as the sender of corrections, never as a review).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureCliAsync, copyFixture, correctionBundle } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { buildReaderHandback, ReaderHandbackError } from '../section-check/reader-handback.ts';
import { readSuggestions } from '../suggestions/suggestion-queue.ts';
import { type HandbackBundle, parseHandbackBundle, serializeHandbackBundle } from './handback-bundle.ts';

const READER = 'สมศรี มีสุข';
const HOSTILE: Array<[string, string]> = [
  ['<img src=x onerror=alert(1)>', 'handback.trust.name.markup'],
  ['Somsri\u202e (official)', 'handback.trust.name.invisible'],
  ['Somsri\nSigned-off-by: Maintainer', 'handback.trust.name.control'],
  ['[Maintainer](https://example.org)', 'handback.trust.name.markup'],
  ['ส'.repeat(81), 'handback.trust.name.too-long'],
];

function bundleFor(root: string, sender?: string): HandbackBundle {
  return correctionBundle(loadContent({ root }), 'D20Tests', (current) => `${current} เสมอ`, {
    exported: '2026-11-27T09:00:00.000Z',
    ...(sender === undefined ? {} : { sender }),
  });
}

const bytes = (bundle: unknown) => new TextEncoder().encode(JSON.stringify(bundle));

describe("the sender's name on a hand-back", () => {
  it.each(HOSTILE)('refuses the bundle naming %j (%s), with the reason', async (name, code) => {
    const root = copyFixture('valid');
    const parsed = parseHandbackBundle(bytes(bundleFor(root, name)));
    expect(parsed).toMatchObject({
      ok: false,
      problem: { code: 'handback.bundle.sender', params: { problemKey: code } },
    });
    // The review page never makes one: the same check, before Send.
    await expect(
      buildReaderHandback({
        locale: 'th',
        startingPoint: 'recorded:test',
        reviewer: name,
        date: '2026-11-27',
        exported: '2026-11-27T09:00:00.000Z',
        sections: [],
      }),
    ).rejects.toThrow(ReaderHandbackError);
  });

  it('a hostile name in a file: content import writes nothing and says why (exit 2)', async () => {
    const root = copyFixture('valid');
    const file = path.join(root, '..', `bundle-${path.basename(root)}.json`);
    writeFileSync(file, JSON.stringify(bundleFor(root, 'Som\u202echai')));
    const before = loadContent({ root }).sections.get('D20Tests')!.th!.markdown;
    const result = await captureCliAsync(root, 'import', file);
    expect(result.code).toBe(2);
    expect(result.err).toContain("the sender's name is refused: a name cannot hold invisible");
    expect(loadContent({ root }).sections.get('D20Tests')!.th!.markdown).toBe(before);
  });

  it('the reader made on the review page is the bundle sender', async () => {
    const bundle = await buildReaderHandback({
      locale: 'th',
      startingPoint: 'recorded:test',
      reviewer: ` ${READER} `,
      date: '2026-11-27',
      exported: '2026-11-27T09:00:00.000Z',
      sections: [],
    });
    expect(bundle.sender).toBe(READER);
    expect(parseHandbackBundle(new TextEncoder().encode(serializeHandbackBundle(bundle))).ok).toBe(true);
  });

  it('is queued, listed by content suggestions and credited in both commit messages', async () => {
    const root = copyFixture('valid');
    const file = path.join(root, '..', `bundle-${path.basename(root)}.json`);
    writeFileSync(file, JSON.stringify(bundleFor(root, READER)));
    const imported = await captureCliAsync(root, 'import', file);
    expect(imported.code).toBe(0); // the correction is applied (as a draft) and queued
    expect(imported.out).toContain(`hand-back D20Tests (suggested by ${READER})"`);
    const queue = readSuggestions(root, 'th');
    expect(queue).toMatchObject({ ok: true, suggestions: [{ id: 'D20Tests', sender: READER }] });
    const listed = await captureCliAsync(root, 'suggestions', 'th');
    expect(listed.out).toContain(`sent by ${READER}`);
    expect(listed.out).toContain('{+ เสมอ+}');
    const accepted = await captureCliAsync(root, 'suggestions', 'accept', 'th', 'D20Tests');
    expect(accepted.code).toBe(0);
    expect(accepted.out).toContain(`"th: accept suggestions D20Tests (suggested by ${READER})"`);
    expect(readSuggestions(root, 'th')).toEqual({ ok: true, suggestions: [] });
  });
});
