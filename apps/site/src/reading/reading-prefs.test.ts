import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFS,
  parseStoredPrefs,
  prefsForPage,
  READING_PREFS_SCRIPT,
  READING_STORAGE_KEY,
  searchWithEnglish,
} from './reading-prefs.ts';

/** Runs the head's inline script against a stored value and an address; returns the root's flags. */
function runInlineScript(stored: string | null, search: string): Record<string, string> {
  const dataset: Record<string, string> = {};
  const storage = { getItem: (key: string) => (key === READING_STORAGE_KEY ? stored : null) };
  new Function('localStorage', 'location', 'document', READING_PREFS_SCRIPT)(
    storage,
    { search },
    {
      documentElement: { dataset },
    },
  );
  return dataset;
}

describe('reading settings', () => {
  it('reads what the device kept, and the defaults for anything else', () => {
    expect(parseStoredPrefs(null)).toEqual({ english: 'off', terms: 'first' });
    expect(parseStoredPrefs('{"english":"on","terms":"always"}')).toEqual({ english: 'on', terms: 'always' });
    for (const hostile of [
      '{',
      '"on"',
      'null',
      '[1]',
      '{"english":"yes","terms":"sometimes"}',
      '{"terms":{"x":1}}',
    ]) {
      expect(parseStoredPrefs(hostile)).toEqual(DEFAULT_PREFS);
    }
  });

  it("lets a shared link's ?english= decide the view, without touching the term setting", () => {
    expect(prefsForPage('{"english":"off","terms":"never"}', '?english=on')).toEqual({
      english: 'on',
      terms: 'never',
    });
    expect(prefsForPage('{"english":"on"}', '?english=off').english).toBe('off');
    expect(prefsForPage('{"english":"on"}', '?english=<script>').english).toBe('on');
    expect(prefsForPage(null, '?dice.expr=2d6').english).toBe('off');
  });

  it('writes the view into the address, keeping the other parameters', () => {
    expect(searchWithEnglish('', 'on')).toBe('?english=on');
    expect(searchWithEnglish('?dice.expr=2d6', 'on')).toBe('?dice.expr=2d6&english=on');
    expect(searchWithEnglish('?dice.expr=2d6&english=on', 'off')).toBe('?dice.expr=2d6');
    expect(searchWithEnglish('?english=on', 'off')).toBe('');
  });

  it('has the inline script apply the same rules before paint', () => {
    expect(runInlineScript(null, '')).toEqual({});
    expect(runInlineScript('{"english":"on","terms":"always"}', '')).toEqual({
      english: 'on',
      terms: 'always',
    });
    expect(runInlineScript('{"english":"on"}', '?english=off')).toEqual({});
    expect(runInlineScript(null, '?english=on')).toEqual({ english: 'on' });
    expect(runInlineScript('{"terms":"first"}', '')).toEqual({});
    expect(runInlineScript('not json', '?english=on')).toEqual({});
    expect(runInlineScript('{"terms":"<b>"}', '')).toEqual({});
  });
});
