import { describe, expect, it } from 'vitest';
import * as content from './index.ts';

describe('public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(content).sort()).toEqual([
      'CONTENT_LOCALES',
      'CONTENT_MESSAGES',
      'DEFAULT_CONTENT_ROOT',
      'REPO_ROOT',
      'TRANSLATED_LOCALES',
      'checkContent',
      'compareDiagnostics',
      'contentStatus',
      'fillTemplate',
      'formatDiagnostic',
      'frontMatterSchema',
      'hasTranslation',
      'isStale',
      'loadContent',
      'loadSources',
      'pageOfRule',
      'recordedHash',
      'resolvePage',
      'rulesInLocale',
      'sectionHash',
      'stampTranslation',
    ]);
  });
});
