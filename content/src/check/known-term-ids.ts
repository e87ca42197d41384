/** The glossary term IDs a `term:` link may name: the glossary of @polyhedral/i18n. */
import { glossaryTerms } from '@polyhedral/i18n';

export function loadKnownTermIds(): Set<string> {
  return new Set(glossaryTerms.map((term) => term.id));
}
