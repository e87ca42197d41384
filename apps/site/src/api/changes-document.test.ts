/** `changes.json` names each record's address (issue 101: it named keys a client had to map). */
import { describe, expect, it } from 'vitest';
import { glossaryPath, ruleDocumentPath, tableDocumentPath } from './api-paths.ts';
import { changesSchema } from './api-schemas.ts';
import { recordHashes } from './bulk-documents.ts';
import { changesDocument, localeChanges } from './changes-document.ts';

describe('changes.json', () => {
  it('names where every added, changed and removed record is served', () => {
    const now = recordHashes('th');
    const keys = Object.keys(now);
    // Against a build that lacked the first record, had another hash for the second and one more.
    const before = { ...now, [keys[1]!]: 'sha256:0', 'rule:Gone': 'sha256:1' };
    delete (before as Record<string, string>)[keys[0]!];
    const changes = localeChanges('th', now, before);
    const addresses = { rule: ruleDocumentPath, table: tableDocumentPath };
    for (const record of [...changes.added, ...changes.changed, ...changes.removed]) {
      const [kind, id] = record.key.split(/:(.*)/s) as ['rule' | 'table' | 'term', string];
      expect(record.document, record.key).toBe(
        kind === 'term' ? glossaryPath('th') : addresses[kind]('th', id),
      );
    }
    expect(changes.removed).toEqual([
      { key: 'rule:Gone', document: '/api/v1/th/rules/Gone.json', hash: null },
    ]);
    expect(changes.unchanged).toBe(keys.length - 2);
  });

  it('validates against its schema as built', () => {
    expect(changesSchema.safeParse(changesDocument()).success).toBe(true);
  });
});
