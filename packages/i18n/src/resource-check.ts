import { placeholdersOf } from './interpolate.ts';

/** One problem found in a resource file (developer-facing: reported by the resource test), as a code + params. */
export interface ResourceProblem {
  code:
    | 'i18n.resource.not-an-object'
    | 'i18n.resource.bad-key'
    | 'i18n.resource.not-a-string'
    | 'i18n.resource.empty-message'
    | 'i18n.resource.missing-key'
    | 'i18n.resource.extra-key'
    | 'i18n.resource.placeholder-mismatch';
  params: Record<string, string>;
}

/** Flat dotted keys: segments of letters, digits, `_` or `-`, joined by dots. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/**
 * Checks one parsed namespace file: a flat object of non-empty string messages under dotted keys.
 * `file` names the file in the problems (e.g. `th/ui.json`).
 */
export function checkMessageFile(file: string, value: unknown): ResourceProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ code: 'i18n.resource.not-an-object', params: { file } }];
  }
  const problems: ResourceProblem[] = [];
  for (const [key, message] of Object.entries(value)) {
    if (!KEY_PATTERN.test(key)) problems.push({ code: 'i18n.resource.bad-key', params: { file, key } });
    if (typeof message !== 'string') {
      problems.push({ code: 'i18n.resource.not-a-string', params: { file, key } });
    } else if (message.trim() === '') {
      problems.push({ code: 'i18n.resource.empty-message', params: { file, key } });
    }
  }
  return problems;
}

/**
 * Compares a translation with its English source: every English key must exist with the same
 * `{{placeholders}}`, and the translation must not invent keys English lacks.
 */
export function compareWithSource(
  file: string,
  source: Readonly<Record<string, unknown>>,
  translation: Readonly<Record<string, unknown>>,
): ResourceProblem[] {
  const problems: ResourceProblem[] = [];
  for (const [key, english] of Object.entries(source)) {
    const translated = translation[key];
    if (translated === undefined) {
      problems.push({ code: 'i18n.resource.missing-key', params: { file, key } });
      continue;
    }
    if (typeof english !== 'string' || typeof translated !== 'string') continue;
    const expected = placeholdersOf(english).join(', ');
    const actual = placeholdersOf(translated).join(', ');
    if (expected !== actual) {
      problems.push({ code: 'i18n.resource.placeholder-mismatch', params: { file, key, expected, actual } });
    }
  }
  for (const key of Object.keys(translation)) {
    if (!Object.hasOwn(source, key))
      problems.push({ code: 'i18n.resource.extra-key', params: { file, key } });
  }
  return problems;
}
