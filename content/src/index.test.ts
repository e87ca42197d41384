import { describe, expect, it } from 'vitest';
import * as content from './index.ts';

describe('public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(content).sort()).toEqual([
      'CONTENT_LOCALES',
      'CONTENT_MESSAGES',
      'DEFAULT_CONTENT_ROOT',
      'QA_EXCEPTIONS_FILE',
      'QA_EXCEPTION_KINDS',
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
      'isQaException',
      'isStale',
      'loadContent',
      'loadQaExceptions',
      'loadSources',
      'openEditionModel',
      'pageOfRule',
      'provenanceOf',
      'qaSection',
      'recordedHash',
      'resolvePage',
      'reviewTranslation',
      'rulesInLocale',
      'saveSection',
      'sectionFacts',
      'sectionHash',
      'stampTranslation',
      'stampedEnglish',
      'termsOfSection',
      'wordDiff',
      'writeFileAtomic',
    ]);
  });
});
