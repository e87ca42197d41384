/**
 * Picks the site locale for a reader's browser languages (`navigator.languages`, best first).
 * Self-contained on purpose: the chooser page inlines its source text into a tiny script, so it
 * must not use anything from outside its own body.
 *
 * `th-TH` -> th; `zh`, `zh-CN`, `zh-Hans`, `zh-SG` -> zh; `zh-Hant`, `zh-TW`, `zh-HK`, `zh-MO` ->
 * zh-hant (when the site has it; else zh); `en-GB` -> en; nothing known -> fallback.
 */
export function chooseLocale(
  languages: readonly string[],
  available: readonly string[],
  fallback: string,
): string {
  for (const tag of languages) {
    const parts = String(tag).trim().toLowerCase().split(/[-_]/);
    const primary = parts[0];
    if (primary === 'zh' && available.indexOf('zh-hant') !== -1) {
      const traditional =
        parts.indexOf('hant') !== -1 ||
        (parts.indexOf('hans') === -1 && ['tw', 'hk', 'mo'].indexOf(parts[1] ?? '') !== -1);
      if (traditional) return 'zh-hant';
    }
    if (primary && available.indexOf(primary) !== -1) return primary;
  }
  return fallback;
}
