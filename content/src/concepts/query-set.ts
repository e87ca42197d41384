/**
 * The search's query set (issue 99), generated from the concept index, never written from one
 * reader's list: per class and locale, the queries a reader types and the cards that answer them
 * (the section's rule ID, or `term:<ID>` for a term whose rule is not on the site). Each class and
 * locale keeps at most PER_CELL queries, spread evenly over the index (the same set every run).
 */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import { THAI_SPELLINGS } from '@polyhedral/i18n/fold';
import { indexFold } from '@polyhedral/i18n/fold/node';
import type { ConceptIndex, ConceptTerm } from './concept-types.ts';

export const QUERY_CLASSES = [
  'english-term',
  'native-term',
  'other-script',
  'thai-variant',
  'rule-id',
  'section-title',
  'english-title',
  'glossary-name',
  'phrase',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface SearchQuery {
  class: QueryClass;
  /** The site's locale the reader searches on. */
  locale: Locale;
  query: string;
  /** Cards that answer it: rule IDs of sections, `term:<ID>` for a glossary entry. */
  expected: string[];
}

/** Most queries kept per class and locale. */
export const PER_CELL = 40;

const READER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

/** Where a term's query is answered: its section if the site has it, else its glossary entry. */
function termAnswer(index: ConceptIndex, term: ConceptTerm): string {
  return index.sections.some((section) => section.id === term.ruleId) ? term.ruleId : `term:${term.id}`;
}

/** Phrases a reader wraps a term or title in, per locale. */
const CARRIERS: Record<Locale, ((name: string) => string)[]> = {
  en: [(name) => `how does ${name} work`, (name) => `${name} rules`],
  th: [(name) => `${name} คืออะไร`, (name) => `กฎ${name}`],
  zh: [(name) => `什么是${name}`, (name) => `${name}规则`],
  'zh-hant': [(name) => `什麼是${name}`, (name) => `${name}規則`],
};

/** Every `step`-th item, so a long list is sampled over its whole length. */
function spread<T>(items: readonly T[], most = PER_CELL): T[] {
  if (items.length <= most) return [...items];
  const step = items.length / most;
  return Array.from({ length: most }, (_, at) => items[Math.floor(at * step)]!);
}

/** Every section with this folded title in the locale (two sections may share a title), folded once per index. */
const titleOwners = new WeakMap<ConceptIndex, Map<string, string[]>>();

function sectionsTitled(index: ConceptIndex, locale: Locale, title: string): string[] {
  let owners = titleOwners.get(index);
  if (owners === undefined) {
    owners = new Map();
    for (const section of index.sections)
      for (const [owner, text] of Object.entries(section.titles)) {
        const key = `${owner} ${indexFold(text)}`;
        owners.set(key, [...(owners.get(key) ?? []), section.id]);
      }
    titleOwners.set(index, owners);
  }
  return owners.get(`${locale} ${indexFold(title)}`) ?? [];
}

function termQueries(index: ConceptIndex): SearchQuery[] {
  const queries: SearchQuery[] = [];
  const add = (cls: QueryClass, locale: Locale, list: { query: string; expected: string[] }[]) =>
    queries.push(...spread(list).map((one) => ({ class: cls, locale, ...one })));
  const terms = index.terms.map((term) => ({ term, answer: [termAnswer(index, term)] }));
  for (const locale of LOCALES) {
    add(
      'english-term',
      locale,
      terms.map(({ term, answer }) => ({ query: term.names.en, expected: answer })),
    );
    add(
      'glossary-name',
      locale,
      terms.map(({ term, answer }) => ({ query: term.names[locale], expected: answer })),
    );
    const carriers = CARRIERS[locale];
    add(
      'phrase',
      locale,
      terms.map(({ term, answer }, at) => ({
        query: carriers[at % carriers.length]!(term.names[locale]),
        expected: answer,
      })),
    );
  }
  for (const locale of READER_LOCALES)
    add(
      'native-term',
      locale,
      terms
        .filter(({ term }) => term.names[locale] !== term.names.en)
        .map(({ term, answer }) => ({ query: term.names[locale], expected: answer })),
    );
  for (const [locale, other] of [
    ['zh', 'zh-hant'],
    ['zh-hant', 'zh'],
  ] as const)
    add(
      'other-script',
      locale,
      terms
        .filter(({ term }) => term.names[other] !== term.names[locale])
        .map(({ term, answer }) => ({ query: term.names[other], expected: answer })),
    );
  const variants = terms.flatMap(({ term, answer }) =>
    THAI_SPELLINGS.filter(({ spelling }) => term.names.th.includes(spelling)).flatMap(
      ({ spelling, variants: written }) =>
        written.map((variant) => ({ query: term.names.th.replace(spelling, variant), expected: answer })),
    ),
  );
  const bare = terms.flatMap(({ term, answer }) =>
    term.aliases.map((alias) => ({ query: alias, expected: answer })),
  );
  add('thai-variant', 'th', [...variants, ...bare]);
  return queries;
}

function sectionQueries(index: ConceptIndex): SearchQuery[] {
  const queries: SearchQuery[] = [];
  for (const locale of LOCALES) {
    const own = index.sections.filter((section) => section.titles[locale] !== undefined);
    queries.push(
      ...spread(index.sections).map((section) => ({
        class: 'rule-id' as const,
        locale,
        query: section.id,
        expected: [section.id],
      })),
      ...spread(own).map((section) => ({
        class: 'section-title' as const,
        locale,
        query: section.titles[locale]!,
        expected: sectionsTitled(index, locale, section.titles[locale]!),
      })),
    );
    if (locale === 'en') continue;
    const english = index.sections.filter((section) => section.titles.en !== undefined);
    queries.push(
      ...spread(english).map((section) => ({
        class: 'english-title' as const,
        locale,
        query: section.titles.en!,
        expected: sectionsTitled(index, 'en', section.titles.en!),
      })),
    );
  }
  return queries;
}

/** The whole query set, in class order. */
export function searchQuerySet(index: ConceptIndex): SearchQuery[] {
  const all = [...termQueries(index), ...sectionQueries(index)];
  return QUERY_CLASSES.flatMap((cls) => all.filter((query) => query.class === cls));
}
