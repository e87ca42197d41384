/**
 * The API tests' one fixture: a test file's app over its own temporary copy of the content,
 * made before the file's tests and removed after them, and a Thai draft section to edit.
 */
import { loadContent } from '@polyhedral/content';
import { maintainerOf } from '@polyhedral/content/testing';
import { afterAll, beforeAll } from 'vitest';
import { type ApiApp, apiApp } from './api-app.ts';
import { type DraftPick, pickDraft } from './pick-sections.ts';
import { makeTempContent, type TempContent } from './temp-content.ts';

export interface ApiFixture {
  /** The file's copy of the content (set before its tests). */
  readonly temp: TempContent;
  /** The app over it. */
  readonly app: ApiApp;
  /** A Thai draft section of the copy, picked before the file's tests change it. */
  readonly pick: DraftPick;
}

/**
 * Call once at the top of a test file. `prepare` runs on the copy before the app is made (a test
 * that needs files the app reads at its start writes them there).
 */
export function apiFixture(prepare?: (temp: TempContent) => void): ApiFixture {
  let temp: TempContent | undefined;
  let app: ApiApp | undefined;
  let pick: DraftPick | undefined;
  beforeAll(async () => {
    temp = makeTempContent();
    // Mark reviewed and Accept sign with the maintainer's key: a test key, made now, registered in
    // the copy's reviewers.yaml and named in POLYHEDRAL_MAINTAINER_KEY.
    await maintainerOf(temp.root);
    temp.git('commit', '-q', '-a', '-m', "the maintainer's key");
    prepare?.(temp);
    pick = pickDraft(loadContent({ root: temp.root }), 'th');
    app = apiApp(temp.root);
  });
  afterAll(() => temp?.remove());
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('apiFixture: used before the file’s beforeAll');
    return value;
  };
  return {
    get temp() {
      return made(temp);
    },
    get app() {
      return made(app);
    },
    get pick() {
      return made(pick);
    },
  };
}
