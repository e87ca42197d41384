import { describe, expect, it } from 'vitest';
import * as content from './index.ts';

describe('public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(content).sort()).toEqual([
      'CONTENT_LOCALES',
      'CONTENT_MESSAGES',
      'DEFAULT_CONTENT_ROOT',
      'REPO_ROOT',
      'REVIEW_STATES',
      'TRANSLATED_LOCALES',
      'checkContent',
      'compareDiagnostics',
      'contentProvenance',
      'contentStatus',
      'fileSha256',
      'formatDiagnostic',
      'frontMatterSchema',
      'hasTranslation',
      'isOpenSection',
      'isStale',
      'loadContent',
      'loadSources',
      'openEditionModel',
      'pageOfRule',
      'provenanceOf',
      'recordedHash',
      'resolvePage',
      'reviewTranslation',
      'rulesInLocale',
      'saveSection',
      'sectionHash',
      'stampTranslation',
      'stampedEnglish',
      'wordDiff',
    ]);
  });
});
