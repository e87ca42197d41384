import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { writeJsonWhole } from './write-json-whole.ts';

it('writes indented JSON with a final newline, makes the folder, and leaves no temporary file', () => {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'polyhedral-json-whole-')), 'suggestions');
  const file = path.join(folder, 'th.json');
  writeJsonWhole(file, { suggestions: [] });
  writeJsonWhole(file, { suggestions: [{ id: 'D20Tests' }] });
  expect(readFileSync(file, 'utf8')).toBe(
    '{\n  "suggestions": [\n    {\n      "id": "D20Tests"\n    }\n  ]\n}\n',
  );
  expect(readdirSync(folder)).toEqual(['th.json']);
});
