/**
 * The content model the workbench serves, loaded through the content package's loader and
 * loaded again when a file it read has changed on disk (another editor, a `git pull`), when a
 * file appeared or went in a content folder (a folder's time changes then), or after the
 * workbench wrote one.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_LOCALES,
  type ContentModel,
  loadContent,
  loadQaExceptions,
  type QaExceptions,
} from '@polyhedral/content';

export interface ContentStore {
  /** The model, loaded again first when a file changed since it was read. */
  model(): ContentModel;
  /** Load again now (after a write). */
  reload(): ContentModel;
  /** Every rule ID of the English text (for link checks in the preview). */
  ruleIds(): ReadonlySet<string>;
  /** content/qa-exceptions.yaml, read with the model. */
  exceptions(): QaExceptions;
}

/** The content folders: the root, each collection's folder and its chapter folders. */
function folders(root: string): string[] {
  const found = [root];
  for (const collection of [...CONTENT_LOCALES, 'playtest']) {
    const folder = path.join(root, collection);
    try {
      if (!statSync(folder).isDirectory()) continue;
    } catch {
      continue;
    }
    found.push(folder);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) found.push(path.join(folder, entry.name));
    }
  }
  return found;
}

function mtimes(model: ContentModel): Map<string, number> {
  const times = new Map<string, number>();
  for (const folder of folders(model.root)) {
    try {
      times.set(`${folder}/`, statSync(folder).mtimeMs);
    } catch {
      times.set(`${folder}/`, -1);
    }
  }
  for (const file of model.files) {
    try {
      times.set(file.file, statSync(path.join(model.root, file.file)).mtimeMs);
    } catch {
      times.set(file.file, -1);
    }
  }
  return times;
}

export function createContentStore(root?: string): ContentStore {
  let model = loadContent(root ? { root } : {});
  let times = mtimes(model);
  let ruleIds = new Set([...model.sections.keys()].filter((id) => model.sections.get(id)?.en));
  let exceptions = loadQaExceptions(model.root);
  const reload = () => {
    model = loadContent({ root: model.root });
    exceptions = loadQaExceptions(model.root);
    times = mtimes(model);
    ruleIds = new Set([...model.sections.keys()].filter((id) => model.sections.get(id)?.en));
    return model;
  };
  return {
    model() {
      const now = mtimes(model);
      if (now.size !== times.size) return reload();
      for (const [file, time] of now) if (times.get(file) !== time) return reload();
      return model;
    },
    reload,
    ruleIds: () => ruleIds,
    exceptions: () => exceptions,
  };
}
