/** `changes.json` names each record's address (issue 101: it named keys a client had to map). */
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { GET as changelog } from '../pages/api/changelog.md.ts';
import { glossaryPath, ruleDocumentPath, tableDocumentPath } from './api-paths.ts';
import { recordHashes } from './bulk-documents.ts';
import { catalogDocument } from './catalog-document.ts';
import { changesDocument, localeChanges } from './changes-document.ts';
import { changesSchema } from './changes-schema.ts';

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
      { key: 'rule:Gone', document: '/api/v2/th/rules/Gone.json', hash: null },
    ]);
    expect(changes.unchanged).toBe(keys.length - 2);
  });

  it('validates against its schema as built', () => {
    expect(changesSchema.safeParse(changesDocument()).success).toBe(true);
  });

  it('serves the API changelog beside the API as Markdown, named by the catalog', async () => {
    const response = await changelog({} as Parameters<typeof changelog>[0]);
    expect(response.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(readFileSync(`${REPO_ROOT}/docs/data-api-changelog.md`, 'utf8'));
    expect(catalogDocument().changelog).toBe('/api/changelog.md');
  });
});
