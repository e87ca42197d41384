import type { MessageParams } from './engine.ts';
import { expectedInWords } from './expected-in-words.ts';
import { formatNumber } from './format-number.ts';
import type { Locale } from './locales.ts';

/**
 * A problem anywhere in the project (a thrown RuleInputError or DiceError, a field the reader
 * typed wrong, a content finding, a refusal): `code` is the full message key
 * (`rules.input.unknown-option`, `calc.error.range`), `params` fill its template.
 */
export interface Problem {
  code: string;
  params?: MessageParams;
}

/** The message a code no message answers to shows instead (it names the code). */
const UNKNOWN_PROBLEM_KEY = 'errors.unknown';

/**
 * Numbers that name a place or a process rather than count something: written as plain digits
 * (`file.md:1234:5`, process 12345), never grouped.
 */
const PLACE_PARAMS: ReadonlySet<string> = new Set(['line', 'column', 'sectionLine', 'pid']);

/**
 * Numbers in a problem's message are written the locale's way (1,000 in English), but for the
 * places and processes of PLACE_PARAMS. `count` stays a number: it chooses the plural form, then is
 * written the same way.
 */
function localizeProblemParams(locale: Locale, params: MessageParams): Record<string, string | number> {
  const localized: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    localized[name] =
      typeof value === 'number' && name !== 'count' && !PLACE_PARAMS.has(name)
        ? formatNumber(locale, value)
        : value;
  }
  return localized;
}

/** Where a problem's messages are read: whether a key has one, and the key's message filled. */
interface ProblemWords {
  has: (key: string) => boolean;
  t: (key: string, params: MessageParams) => string;
}

/**
 * A problem in the reader's language, with the same steps on every surface: numbers written the
 * locale's way, `expected` worded (`rules.expected.*`), and a code with no message shown as
 * `errors.unknown` naming it (the code itself when that message is missing too). `locale` chooses
 * plural forms and how numbers are written.
 */
export function wordProblem({ has, t }: ProblemWords, problem: Problem, locale: Locale): string {
  const params = expectedInWords(localizeProblemParams(locale, problem.params ?? {}), (key, values) =>
    has(key) ? t(key, values) : undefined,
  );
  if (!has(problem.code) && !has(`${problem.code}_other`)) {
    return has(UNKNOWN_PROBLEM_KEY) ? t(UNKNOWN_PROBLEM_KEY, { code: problem.code }) : problem.code;
  }
  return t(problem.code, params);
}
