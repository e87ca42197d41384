/** Unsaved text per section, kept in localStorage so a reload or a crash loses nothing. */
export interface StoredDraft {
  text: string;
  /** The file version (sha256) the text was edited from. */
  base: string | null;
  time: number;
}

const key = (locale: string, id: string) => `polyhedral-workbench-draft:${locale}:${id}`;

export function loadDraft(locale: string, id: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key(locale, id));
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function storeDraft(locale: string, id: string, draft: StoredDraft): void {
  localStorage.setItem(key(locale, id), JSON.stringify(draft));
}

export function dropDraft(locale: string, id: string): void {
  localStorage.removeItem(key(locale, id));
}
