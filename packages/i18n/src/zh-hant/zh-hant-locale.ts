/**
 * The zh-hant locale's words for the main entry (derived-locale-data.ts), made once per process:
 * the zh UI strings converted (convertMessages) with the hand-written ones winning, every glossary
 * term's zh-Hant name (termNameZhHant) and the zh definitions converted.
 */
import { type DerivedLocaleData, installDerivedLocale } from '../derived-locale-data.ts';
import { glossaryDefinitions, glossaryTerms } from '../glossary/index.ts';
import { type FlatMessages, type Namespace, resources } from '../resources/index.ts';
import { convertMessage, convertMessages } from './convert-messages.ts';
import { withHandWritten } from './hand-written.ts';
import handWrittenStrings from './hand-written-strings.json' with { type: 'json' };
import { termNameZhHant } from './term-names.ts';

let made: DerivedLocaleData | undefined;

/** zh-hant's strings, term names and definitions, converted from zh on first use and kept. */
export function zhHantLocaleData(): DerivedLocaleData {
  if (made) return made;
  const generated = Object.fromEntries(
    Object.entries(resources.zh).map(([namespace, messages]) => [namespace, convertMessages(messages)]),
  ) as Record<Namespace, FlatMessages>;
  const termNames = Object.fromEntries(
    glossaryTerms.map((term) => [term.id, termNameZhHant(term.id) ?? term.names.zh]),
  );
  const definitions = Object.fromEntries(
    Object.entries(glossaryDefinitions.zh).map(([id, text]) => [id, convertMessage(text)]),
  );
  made = {
    resources: withHandWritten(generated, handWrittenStrings as FlatMessages),
    termNames,
    definitions,
  };
  return made;
}

/** How many zh-hant strings are hand-written (the rest are converted from zh). */
export function handWrittenStringCount(): number {
  return Object.keys(handWrittenStrings).length;
}

/**
 * Makes zh-hant's words available to the main entry of this process (createTranslator, messagesFor,
 * termName …). Idempotent; Node and build tools only.
 */
export function installZhHant(): void {
  installDerivedLocale('zh-hant', zhHantLocaleData());
}
