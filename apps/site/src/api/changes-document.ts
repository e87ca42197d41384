/**
 * `/api/v2/changes.json`: records added, changed and removed since the previous build by hash, from
 * `POLYHEDRAL_API_PREVIOUS` when set, else `src/api/published/<edition>.json`; with neither, all added.
 */
import { existsSync, readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@polyhedral/i18n';
import { buildStartingPoint } from '../lib/review-data.ts';
import { isOpenEdition, siteContent } from '../lib/site-content.ts';
import { documentHead, glossaryPath, ruleDocumentPath, tableDocumentPath } from './api-paths.ts';
import type { ChangesDocument } from './api-schemas.ts';
import { buildDate } from './build-date.ts';
import { recordHashes } from './bulk-documents.ts';
import {
  type PublishedHashes,
  publishedHashesFile,
  publishedHashesFrom,
  readPublishedHashes,
} from './published-hashes.ts';

type LocaleChanges = ChangesDocument['locales'][number];

/** What changed in one locale: `now` against `before` (key -> hash), each list in key order. */
export function localeChanges(
  locale: Locale,
  now: Readonly<Record<string, string>>,
  before: Readonly<Record<string, string>>,
): LocaleChanges {
  const changes: LocaleChanges = { locale, added: [], changed: [], removed: [], unchanged: 0 };
  const record = (key: string, hash: string | null) => ({ key, document: recordDocument(locale, key), hash });
  for (const key of Object.keys(now).sort()) {
    const was = before[key];
    if (was === undefined) changes.added.push(record(key, now[key]!));
    else if (was !== now[key]) changes.changed.push(record(key, now[key]!));
    else changes.unchanged += 1;
  }
  for (const key of Object.keys(before).sort())
    if (now[key] === undefined) changes.removed.push(record(key, null));
  return changes;
}

/** The address a record is served at (a term: its locale's glossary), from its key (`rule:<ID>`). */
function recordDocument(locale: Locale, key: string): string {
  const [kind, id = ''] = key.split(/:(.*)/s);
  if (kind === 'rule') return ruleDocumentPath(locale, id);
  if (kind === 'table') return tableDocumentPath(locale, id);
  return glossaryPath(locale);
}

/** The published build compared with: POLYHEDRAL_API_PREVIOUS's folder, else the committed hashes. */
function previousBuild(edition: 'full' | 'open'): PublishedHashes | null {
  const folder = process.env.POLYHEDRAL_API_PREVIOUS;
  if (folder) return publishedHashesFrom(folder);
  const file = publishedHashesFile(siteContent().model.root, edition);
  return existsSync(file) ? readPublishedHashes(readFileSync(file, 'utf8')) : null;
}

export function changesDocument(): ChangesDocument {
  const edition = isOpenEdition() ? 'open' : 'full';
  const previous = previousBuild(edition);
  return {
    ...documentHead('changes'),
    edition,
    build: buildStartingPoint(),
    built: buildDate(siteContent().model.root),
    since: previous ? { build: previous.build, built: previous.built } : null,
    locales: LOCALES.map((locale) =>
      localeChanges(locale, recordHashes(locale), previous?.records[locale] ?? {}),
    ),
  };
}
