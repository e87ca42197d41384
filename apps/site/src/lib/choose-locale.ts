/**
 * Picks the site locale for a reader's browser languages (`navigator.languages`, best first).
 * Self-contained on purpose: the chooser page inlines its source text into a tiny script, so it
 * must not use anything from outside its own body.
 *
 * Each tag is completed by `Intl.Locale#maximize()` (CLDR's likely subtags), and the script
 * decides Chinese: any language written in Traditional Han (`zh-TW`, `zh-HK`, `zh-Hant`,
 * `yue-HK`, plain `yue`) -> zh-hant when the site has it, else zh; Simplified Han (`zh`,
 * `zh-CN`, `zh-SG`, `yue-CN`) -> zh. Otherwise the language itself (`th-TH` -> th, `en-GB` ->
 * en); a tag `Intl.Locale` refuses is skipped; nothing known -> fallback.
 */
export function chooseLocale(
  languages: readonly string[],
  available: readonly string[],
  fallback: string,
): string {
  for (const tag of languages) {
    let locale: Intl.Locale;
    try {
      locale = new Intl.Locale(String(tag).trim().replace(/_/g, '-')).maximize();
    } catch {
      continue;
    }
    const script = locale.script;
    if (script === 'Hant' && available.indexOf('zh-hant') !== -1) return 'zh-hant';
    if ((script === 'Hant' || script === 'Hans') && available.indexOf('zh') !== -1) return 'zh';
    if (available.indexOf(locale.language) !== -1) return locale.language;
  }
  return fallback;
}
