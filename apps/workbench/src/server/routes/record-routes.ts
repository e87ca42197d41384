/**
 * A section's records: what changed in English since its stamp (a word diff), its history (the
 * commits that changed it and its review record) and its notes (content/notes/<locale>.yaml:
 * read, and add one).
 */
import {
  addSectionNote,
  localCalendarDate,
  type NoteProblem,
  readSectionNotes,
  sectionHistory,
} from '@polyhedral/content';
import { Hono } from 'hono';
import type { HistoryResponse, NotesResponse } from '../../shared/api-types.ts';
import { readJsonBody } from '../read-body.ts';
import { refuse, refuseBody } from '../refuse.ts';
import { sectionTarget } from '../section-target.ts';
import { diffView } from '../views/diff-view.ts';
import { whenLockFree } from '../when-lock-free.ts';
import type { RouteDeps } from './route-deps.ts';

/** The HTTP status of each note refusal (content words it: `content.note.*`). */
const NOTE_STATUS = {
  'content.note.invalid': 400,
  'content.note.file-invalid': 409,
  'content.note.locked': 503,
  'content.note.lock-invalid': 503,
  'content.note.outside-content': 409,
} as const satisfies Record<NoteProblem['code'], number>;

export function recordRoutes({ store, bodyLimit }: Pick<RouteDeps, 'store' | 'bodyLimit'>): Hono {
  const app = new Hono();
  app.get('/diff/:locale/:id', (c) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    return c.json(diffView(found.model, found.locale, found.id));
  });

  app.get('/history/:locale/:id', (c) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    return c.json(sectionHistory(found.model, found.locale, found.id) satisfies HistoryResponse);
  });

  app.get('/notes/:locale/:id', (c) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    const notes = readSectionNotes(found.model.root, found.locale).value?.[found.id] ?? [];
    return c.json({ notes } satisfies NotesResponse);
  });
  app.post('/notes/:locale/:id', async (c) => {
    const found = sectionTarget(c, store);
    if (!found.ok) return found.refusal;
    const body = await readJsonBody(c, bodyLimit, ['by', 'text']);
    if (!body.ok) return refuseBody(c, body, bodyLimit);
    const adding = await whenLockFree(c, found.model.root, `notes/${found.locale}.yaml`, () =>
      addSectionNote(found.model.root, found.locale, found.id, {
        by: body.value.by.trim(),
        date: localCalendarDate(),
        text: body.value.text.trim(),
      }),
    );
    if (!adding.ok) return adding.refusal;
    const added = adding.value;
    if (!added.ok)
      return refuse(c, NOTE_STATUS[added.problem.code], added.problem.code, added.problem.params);
    return c.json({ notes: added.notes } satisfies NotesResponse);
  });
  return app;
}
