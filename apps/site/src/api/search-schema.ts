/**
 * `/api/v2/<locale>/search.json`'s schema: the search document (@polyhedral/i18n/search's
 * SearchDocument) a bot can search without Pagefind, with searchSections or any code that folds a
 * query with the document's `fold` table. Build-time only.
 */
import * as z from 'zod/mini';
import { API_VERSION, schemaPath } from './api-paths.ts';
import { address, locale, ruleId, text } from './api-schema-parts.ts';

const names = z
  .partialRecord(locale, text)
  .check(z.describe('The text in each locale that has it (zh-hant converted from zh unless hand-written).'));
const pairs = z.array(z.tuple([text, text]));

const section = z.strictObject({
  id: ruleId.check(z.describe('The section\u2019s rule ID: its heading\u2019s anchor.')),
  path: address.check(
    z.describe('The section on this locale\u2019s site: its page, at #<ID> below the top.'),
  ),
  titles: names,
  defines: z.array(text).check(z.describe('Glossary term IDs whose rule this section is.')),
});

const term = z.strictObject({
  id: text.check(z.describe('The glossary term ID (the glossary document\u2019s).')),
  path: address.check(z.describe('The term\u2019s glossary page on this locale\u2019s site.')),
  section: z
    .nullable(ruleId)
    .check(z.describe('The section that defines the term, when the site has it; null otherwise.')),
  names,
  aliases: z.array(text).check(z.describe('Other names a reader types (a Thai name without การ/ความ).')),
});

export const searchSchema = z.strictObject({
  $schema: z.literal(schemaPath('search')),
  apiVersion: z.literal(API_VERSION),
  kind: z.literal('search'),
  locale,
  fold: z
    .strictObject({
      chinese: pairs.check(
        z.describe(
          'Traditional -> Simplified pairs from OpenCC (tw -> cn), phrases then characters, cut down to the characters of this document; applied longest first.',
        ),
      ),
      thai: pairs.check(
        z.describe('Thai spelling variants of borrowed words -> the content\u2019s spelling.'),
      ),
    })
    .check(
      z.describe(
        'How a query and every name are compared: NFKC, lower case, punctuation to spaces, English plural -s dropped, then these pairs (longest first), spaces removed.',
      ),
    ),
  sections: z
    .array(section)
    .check(z.describe('Every rule section on this locale\u2019s pages, in book order.')),
  terms: z.array(term),
});

export type SearchApiDocument = z.infer<typeof searchSchema>;
