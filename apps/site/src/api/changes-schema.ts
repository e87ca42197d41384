/** `/api/v2/changes.json`'s schema (api-schemas.ts holds the others): records added, changed, removed. */
import * as z from 'zod/mini';
import { address, edition, hash, header, isoDate, locale, text } from './api-schema-parts.ts';

const recordKey = text.check(z.describe('rule:<ID>, term:<TermId> or table:<ID>.'));
const changedRecord = z.strictObject({
  key: recordKey,
  document: address.check(
    z.describe('Where the record is served (a rule or table document; a term: its glossary).'),
  ),
  hash: z.nullable(hash),
});

export const changesSchema = z.strictObject({
  ...header('changes'),
  edition,
  build: z.nullable(text),
  built: isoDate,
  since: z
    .nullable(z.strictObject({ build: z.nullable(text), built: isoDate }))
    .check(
      z.describe('The published build compared with; null when there was none (every record is added).'),
    ),
  locales: z.array(
    z.strictObject({
      locale,
      added: z.array(changedRecord),
      changed: z.array(changedRecord),
      removed: z.array(changedRecord),
      unchanged: z.int().check(z.minimum(0)),
    }),
  ),
});
