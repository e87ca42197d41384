/**
 * content/qa-exceptions.yaml: deliberate differences between a translated section and its
 * English original that the translation QA must not report, each with a reason.
 *
 * ```yaml
 * th:
 *   AbilityScores:
 *     - kind: number        # number | dice | link
 *       value: "30"
 *       reason: The Thai table caption leaves out the maximum; the table below shows it.
 * ```
 */

import * as z from 'zod/mini';
import { type ConfigFile, readConfigFile } from '../config/read-config-file.ts';
import { TRANSLATED_LOCALES } from '../model/types.ts';
import { QA_EXCEPTION_KINDS, type QaExceptions } from './qa-exceptions-match.ts';

export type { QaExceptions } from './qa-exceptions-match.ts';

const exceptionSchema = z.strictObject({
  kind: z.enum(QA_EXCEPTION_KINDS),
  value: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value: string | number) => String(value)),
  ),
  reason: z
    .string()
    .check(z.trim(), z.minLength(10, 'say why the translation differs (at least a short sentence)')),
});

const exceptionsSchema = z.strictObject(
  Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, z.optional(z.record(z.string(), z.array(exceptionSchema)))]),
  ) as Record<
    (typeof TRANSLATED_LOCALES)[number],
    z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString, z.ZodMiniArray<typeof exceptionSchema>>>
  >,
);

// The validated file has the plain shape the checks take.
const _sameShape: (parsed: z.infer<typeof exceptionsSchema>) => QaExceptions = (parsed) => parsed;
void _sameShape;

export const QA_EXCEPTIONS_FILE = 'qa-exceptions.yaml';

/** Read `<root>/qa-exceptions.yaml` (none: no exceptions); problems come back as diagnostics. */
export function readQaExceptions(root: string): ConfigFile<QaExceptions> {
  return readConfigFile(root, QA_EXCEPTIONS_FILE, exceptionsSchema, { absent: {} });
}

/** The declared exceptions; a broken file declares none (`content check` reports its problems). */
export function loadQaExceptions(root: string): QaExceptions {
  return readQaExceptions(root).value ?? {};
}
