/**
 * Hand-written zh-Hant strings win over the generated ones. `hand-written-strings.json` holds them as
 * flat `key -> message` (keys are unique across namespaces), each replacing the converted zh message of
 * that key; a key no zh namespace has is refused (it could never be shown).
 */
import { type FlatMessages, type Namespace, namespaceOf } from '../resources/index.ts';

/** The generated namespaces with each hand-written message in place of its generated one. */
export function withHandWritten(
  generated: Readonly<Record<Namespace, FlatMessages>>,
  handWritten: FlatMessages,
): Record<Namespace, FlatMessages> {
  const result = Object.fromEntries(
    Object.entries(generated).map(([namespace, messages]) => [namespace, { ...messages }]),
  ) as Record<Namespace, Record<string, string>>;
  for (const [key, message] of Object.entries(handWritten)) {
    const home = result[namespaceOf(key) as Namespace];
    if (home === undefined || !Object.hasOwn(home, key)) {
      throw new Error(`zh-Hant hand-written string "${key}": no zh string has this key`);
    }
    home[key] = message;
  }
  return result;
}
