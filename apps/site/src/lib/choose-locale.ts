/**
 * Picks the site locale for a reader's browser languages (`navigator.languages`, best first).
 * Self-contained on purpose: the chooser page inlines its source text into a tiny script, so it
 * must not use anything from outside its own body.
 *
 * `th-TH` -> th; `zh`, `zh-CN`, `zh-Hans`, `zh-TW` -> zh; `en-GB` -> en; nothing known -> fallback.
 */
export function chooseLocale(
  languages: readonly string[],
  available: readonly string[],
  fallback: string,
): string {
  for (const tag of languages) {
    const primary = String(tag).trim().toLowerCase().split(/[-_]/)[0];
    if (primary && available.indexOf(primary) !== -1) return primary;
  }
  return fallback;
}
