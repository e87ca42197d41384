/**
 * The content model the workbench serves, loaded through the content package's loader and
 * loaded again when a file it read has changed on disk (another editor, a `git pull`) or after
 * the workbench wrote one.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { type ContentModel, loadContent, loadQaExceptions, type QaExceptions } from '@polyhedral/content';

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

function mtimes(model: ContentModel): Map<string, number> {
  const times = new Map<string, number>();
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
      for (const [file, time] of now) if (times.get(file) !== time) return reload();
      return model;
    },
    reload,
    ruleIds: () => ruleIds,
    exceptions: () => exceptions,
  };
}
