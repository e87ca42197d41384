/**
 * The two reading settings, kept in localStorage; `?english=on|off` in a shared link wins for that
 * view without changing it. `english`: on / off (default); `terms`: never, first (default), always.
 * The head's inline script applies them before paint (`data-english`, `data-terms`).
 */
export type EnglishView = 'on' | 'off';
export type TermGloss = 'never' | 'first' | 'always';

export interface ReadingPrefs {
  english: EnglishView;
  terms: TermGloss;
}

export const READING_STORAGE_KEY = 'polyhedral:reading';
export const ENGLISH_PARAM = 'english';
export const TERM_GLOSS_VALUES: readonly TermGloss[] = ['never', 'first', 'always'];
export const DEFAULT_PREFS: ReadingPrefs = { english: 'off', terms: 'first' };

function englishOf(value: unknown): EnglishView | undefined {
  return value === 'on' || value === 'off' ? value : undefined;
}

function termsOf(value: unknown): TermGloss | undefined {
  return TERM_GLOSS_VALUES.find((known) => known === value);
}

/** The stored settings: anything unreadable or unknown (a hand-edited store) is the default. */
export function parseStoredPrefs(stored: string | null): ReadingPrefs {
  if (stored === null) return DEFAULT_PREFS;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return DEFAULT_PREFS;
    const record = value as Record<string, unknown>;
    return {
      english: englishOf(record.english) ?? DEFAULT_PREFS.english,
      terms: termsOf(record.terms) ?? DEFAULT_PREFS.terms,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

/** The view a page opens in: the link's `?english=` when it says on or off, else the device's. */
export function prefsForPage(stored: string | null, search: string): ReadingPrefs {
  const prefs = parseStoredPrefs(stored);
  const fromLink = englishOf(new URLSearchParams(search).get(ENGLISH_PARAM));
  return fromLink ? { ...prefs, english: fromLink } : prefs;
}

/** The page's address with the view in it (kept in a shared link); other parameters and the hash kept. */
export function searchWithEnglish(search: string, english: EnglishView): string {
  const params = new URLSearchParams(search);
  if (english === 'on') params.set(ENGLISH_PARAM, 'on');
  else params.delete(ENGLISH_PARAM);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The head's inline script: prefsForPage's rules written small, in the CSP. */
export const READING_PREFS_SCRIPT = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  READING_STORAGE_KEY,
)})||'{}')||{},e=new URLSearchParams(location.search).get(${JSON.stringify(
  ENGLISH_PARAM,
)}),r=document.documentElement;if(e!=='on'&&e!=='off')e=s.english;if(e==='on')r.dataset.english='on';if(s.terms==='never'||s.terms==='always')r.dataset.terms=s.terms}catch(x){}`;
