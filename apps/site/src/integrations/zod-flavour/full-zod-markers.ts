/**
 * Whether a built JavaScript file carries full ("classic") zod. The content package's schemas are
 * written with `zod/mini` (docs/DECISIONS.md, "zod/mini where a schema ships to the browser"):
 * full zod in a browser chunk is its whole method-chaining API and its English messages, about
 * three times mini's weight, and its object parser probes for `new Function`, which the site's
 * Content-Security-Policy refuses. A minifier renames everything but strings: zod names every
 * class it makes with a string (`$constructor("ZodString", …)`), and full zod's names are the
 * plain `Zod*` ones, where mini's are `ZodMini*` and the shared core's `$Zod*`.
 */

/** Class names only full zod makes (its base type, strings, objects, arrays and its error). */
const FULL_ZOD_CLASS = /[`"'](Zod(?:Type|String|Number|Object|Array|Error))[`"']/g;

/** The full-zod class names a built file holds (none: no full zod in it). */
export function fullZodMarkers(code: string): string[] {
  return [...new Set([...code.matchAll(FULL_ZOD_CLASS)].map((match) => match[1]!))].sort();
}
