/**
 * Save: POST /api/save/:locale/:id `{markdown, base}` writes the section through content's one
 * writer. `base` is the hash of the text the editor opened; `''` starts a section the locale does
 * not have yet (a draft). A zh-hant section's first save writes it by hand in content/zh-hant/.
 */
import { type SaveSectionResult, saveDerivedSection, saveSection } from '@polyhedral/content';
import { isDerivedLocale } from '@polyhedral/i18n';
import { Hono } from 'hono';
import { refuseChangedOnDisk } from '../changed-on-disk.ts';
import { readJsonBody } from '../read-body.ts';
import { refuse, refuseBody } from '../refuse.ts';
import { sectionState } from '../section-state.ts';
import { sectionTarget } from '../section-target.ts';
import { uiOf } from '../ui-language.ts';
import { saveRefusal } from '../views/save-refusal.ts';
import { whenLockFree } from '../when-lock-free.ts';
import type { RouteDeps } from './route-deps.ts';

export function saveRoutes({ store, checker, bodyLimit }: RouteDeps): Hono {
  const app = new Hono();
  app.post('/save/:locale/:id', async (c) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    const body = await readJsonBody(c, bodyLimit, ['markdown', 'base']);
    if (!body.ok) return refuseBody(c, body, bodyLimit);
    const { locale, id, model } = found;
    const { markdown } = body.value;
    const creating = body.value.base === '';
    const adopting = isDerivedLocale(locale) && sectionState(model, locale, id) === 'converted';
    if (!model.sections.get(id)?.[locale] && !creating && !adopting) {
      return refuse(c, 404, 'workbench.refused.unknown-section');
    }
    const base = creating ? null : body.value.base;
    // The save parses the text on this thread: the check pool parses it first under its time
    // limit, so a text that keeps the parser busy is refused here and never reaches that parse.
    const parsed = await checker.check(uiOf(c), model, locale, id, markdown);
    if (!parsed.ok) return refuse(c, 503, parsed.problem.code, parsed.problem.params);
    // The lock is waited for on timers: other requests are answered meanwhile.
    const file = model.sections.get(id)?.[locale]?.file ?? '';
    const saved = await whenLockFree(
      c,
      model.root,
      file,
      (): SaveSectionResult =>
        isDerivedLocale(locale)
          ? saveDerivedSection(model, locale, id, markdown, { base })
          : saveSection(model, locale, id, markdown, { base }),
    );
    if (!saved.ok) return saved.refusal;
    const result = saved.value;
    if (!result.ok) {
      if (result.refusal.code === 'content.write.section-changed-on-disk')
        return refuseChangedOnDisk(c, store, found);
      const refused = saveRefusal(model, locale, id, result.refusal);
      return refuse(c, refused.status, refused.problem.code, refused.problem.params);
    }
    if (result.changed) store.reload();
    return c.json({ file: result.file, changed: result.changed, base: result.base, adopted: adopting });
  });
  return app;
}
