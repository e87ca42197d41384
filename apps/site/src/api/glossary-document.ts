/**
 * `/api/v1/<locale>/glossary.json`: every glossary term as the locale's glossary pages show it
 * (@polyhedral/i18n's glossary: names in every locale, the locale's definition), in the locale's
 * dictionary order, with its page and its rule. A term the locale has no definition for yet says
 * so (`definition: null`, `fallback` naming the English glossary), never English unmarked.
 */
import { definitionsOf, getTerm, LOCALES, type Locale, nameOf } from '@polyhedral/i18n';
import { glossaryEntries, plainText } from '../lib/glossary.ts';
import { targetPath } from '../lib/permalinks.ts';
import { siteContent } from '../lib/site-content.ts';
import { API_VERSION, glossaryPath, ruleDocumentPath, schemaPath } from './api-paths.ts';
import type { GlossaryDocument } from './api-schemas.ts';

export function glossaryDocument(locale: Locale): GlossaryDocument {
  const content = siteContent();
  const definitions = definitionsOf(locale);
  return {
    $schema: schemaPath('glossary'),
    apiVersion: API_VERSION,
    kind: 'glossary',
    locale,
    terms: glossaryEntries(locale).map((entry) => {
      const term = getTerm(entry.id);
      const definition = definitions[entry.id] ?? null;
      const target = content.permalinks.get(entry.ruleId);
      return {
        id: entry.id,
        category: entry.category,
        name: entry.name,
        names: Object.fromEntries(
          LOCALES.map((other) => [other, term ? nameOf(term, other) : entry.name]),
        ) as Record<Locale, string>,
        definition,
        definitionText: definition === null ? null : plainText(definition),
        fallback:
          definition === null && locale !== 'en' ? { locale: 'en', document: glossaryPath('en') } : null,
        page: `/${locale}/glossary/${encodeURIComponent(entry.id)}/`,
        rule: target
          ? {
              id: entry.ruleId,
              page: targetPath(locale, target),
              document: ruleDocumentPath(locale, entry.ruleId),
            }
          : null,
        source: entry.source ?? null,
      };
    }),
  };
}
