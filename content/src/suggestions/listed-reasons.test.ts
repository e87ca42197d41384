/**
 * The queue file comes from outside (a pull request can edit it): `content suggestions` lists an
 * approval's reason in words, and a reason this version has no words for by name, never as a raw
 * message key (issue 88, Low list: `handback.import.reason.verified` was shown as it is).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureCliAsync, copyFixture, correctionBundle } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { suggestionsFile } from './suggestion-queue.ts';

describe('content suggestions lists an approval reason from the queue file', () => {
  it('in words when it knows the reason, by name when it does not (a forged "verified")', async () => {
    const root = copyFixture('valid');
    const file = path.join(root, '..', `bundle-${path.basename(root)}.json`);
    const bundle = correctionBundle(loadContent({ root }), 'D20Tests', (current) => `${current} เสมอ`, {
      exported: '2026-11-27T09:00:00.000Z',
    });
    writeFileSync(file, JSON.stringify(bundle));
    expect((await captureCliAsync(root, 'import', file)).code).toBe(0);
    const queueFile = suggestionsFile(root, 'th');
    const queue = JSON.parse(readFileSync(queueFile, 'utf8')) as { suggestions: Record<string, unknown>[] };
    expect(queue.suggestions).toHaveLength(1);

    const listWith = async (reason: string) => {
      queue.suggestions[0]!.approval = { by: 'Somchai Jaidee', date: '2026-11-27', reason };
      writeFileSync(queueFile, `${JSON.stringify(queue, null, 2)}\n`);
      return captureCliAsync(root, 'suggestions', 'th');
    };
    const known = await listWith('unsigned');
    expect(known.out).toContain('is not signed (a typed name grants no review)');
    const forged = await listWith('verified');
    expect(forged.code).toBe(0);
    expect(forged.out).toContain('gives a reason this version does not know (verified): it grants no review');
    expect(`${forged.out}${forged.err}`).not.toContain('handback.import.reason.');
  });
});
