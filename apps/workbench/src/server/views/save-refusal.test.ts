/**
 * A writer's refusal of a save as the workbench's problem: `content.write.<code>`, its status,
 * and its place named as the editor numbers it (the section's line) when the section is in the file.
 */
import { loadContent, type WriteRefusal } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { pickDraft } from '../../../tests/pick-sections.ts';
import { saveRefusal } from './save-refusal.ts';

const model = loadContent();
const { id, file } = pickDraft(model, 'th');
const heading = model.sections.get(id)!.th!.position.line;
const refusal = (fields: Partial<WriteRefusal>): WriteRefusal => ({
  code: 'content.write.unclosed-block',
  file,
  params: { opener: '```' },
  ...fields,
});

describe('saveRefusal', () => {
  it('an unclosed block at a line of the section: 422, named at the section line under the ID', () => {
    expect(saveRefusal(model, 'th', id, refusal({ line: heading + 2, column: 4 }))).toEqual({
      status: 422,
      problem: {
        code: 'content.write.unclosed-block',
        params: { opener: '```', file: id, line: 3, column: 4, sectionLine: 3 },
      },
    });
  });

  it('no line: the file, line 1', () => {
    expect(
      saveRefusal(model, 'th', id, refusal({ code: 'content.write.too-large', params: {} })).problem.params,
    ).toEqual({
      file,
      line: 1,
      column: 1,
    });
  });

  it('a section not in the file yet (created by this save): the file line as it is', () => {
    const sections = new Map(model.sections);
    sections.set(id, { ...model.sections.get(id)!, th: undefined });
    const shown = saveRefusal({ ...model, sections }, 'th', id, refusal({ line: 40 }));
    expect(shown.problem.params).toEqual({ opener: '```', file, line: 40, column: 1 });
  });

  it('the status: 404 for an unknown section, 503 while the content is locked', () => {
    expect(saveRefusal(model, 'th', id, refusal({ code: 'content.write.unknown-section' })).status).toBe(404);
    expect(saveRefusal(model, 'th', id, refusal({ code: 'content.write.locked' })).status).toBe(503);
  });
});
