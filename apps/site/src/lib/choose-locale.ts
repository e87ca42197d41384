/**
 * Picks the site locale for `navigator.languages`. Self-contained on purpose: the chooser page
 * inlines its source. Each tag is maximized (`Intl.Locale#maximize()`); Traditional Han (`zh-TW`,
 * `yue-HK`, plain `yue`) -> zh-hant when the site has it, else zh; Simplified -> zh; otherwise the
 * language itself; a refused tag is skipped; nothing known -> fallback.
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
