/**
 * A published build's record hashes, `{ build, built, records }`, from the committed
 * `src/api/published/<edition>.json` or a kept `api/v2/`; anything else is refused, the file named.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@polyhedral/i18n';

export interface PublishedHashes {
  build: string | null;
  built: string;
  records: Record<string, Record<string, string>>;
}

const HASH = /^sha256:[0-9a-f]{64}$/;

/** Where the committed hashes of an edition are, from the content folder (`content/` beside `apps/`). */
export function publishedHashesFile(contentRoot: string, edition: 'full' | 'open'): string {
  return path.resolve(contentRoot, '..', 'apps', 'site', 'src', 'api', 'published', `${edition}.json`);
}

/** The committed hashes, checked: a wrong shape throws naming what is wrong. */
export function readPublishedHashes(text: string, file = 'published hashes'): PublishedHashes {
  const value = JSON.parse(text) as Partial<PublishedHashes>;
  const records = value.records;
  const ok =
    typeof value.built === 'string' &&
    (value.build === null || typeof value.build === 'string') &&
    typeof records === 'object' &&
    records !== null &&
    Object.values(records).every(
      (byKey) =>
        typeof byKey === 'object' &&
        byKey !== null &&
        Object.values(byKey).every((hash) => HASH.test(String(hash))),
    );
  if (!ok) throw new Error(`[polyhedral] ${file} is not a record of published hashes`);
  return value as PublishedHashes;
}

interface BulkRecords {
  rules?: { id: string; hash: string }[];
  glossary?: { terms?: { id: string; hash: string }[] };
  tables?: { tables?: { id: string; hash: string }[] };
}

/** The hashes of a kept build's `api/v2/` folder (its catalog and each locale's all.json). */
export function publishedHashesFrom(folder: string): PublishedHashes {
  const catalog = JSON.parse(readFileSync(path.join(folder, 'index.json'), 'utf8')) as {
    build?: string | null;
    built?: string;
  };
  const records: PublishedHashes['records'] = {};
  for (const locale of LOCALES) {
    const file = path.join(folder, locale, 'all.json');
    if (!existsSync(file)) continue;
    const bulk = JSON.parse(readFileSync(file, 'utf8')) as BulkRecords;
    const byKey: Record<string, string> = {};
    for (const rule of bulk.rules ?? []) byKey[`rule:${rule.id}`] = rule.hash;
    for (const term of bulk.glossary?.terms ?? []) byKey[`term:${term.id}`] = term.hash;
    for (const table of bulk.tables?.tables ?? []) byKey[`table:${table.id}`] = table.hash;
    records[locale] = byKey;
  }
  return readPublishedHashes(
    JSON.stringify({ build: catalog.build ?? null, built: catalog.built ?? '', records }),
    folder,
  );
}
