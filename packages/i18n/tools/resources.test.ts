import { describe, expect, it } from 'vitest';
import { regroupTexts } from './resources.ts';

describe('regroupTexts (pnpm --filter @polyhedral/i18n resources)', () => {
  it('moves each key into the file of its first segment, keeping the lines and blank lines around it', () => {
    const result = regroupTexts({
      en: {
        calc: '{\n  "calc.a": "A",\n\n  "damage.step.x": "X {{n}}",\n  "damage.step.y": "Y",\n\n  "calc.b": "B"\n}\n',
        damage: '{\n  "damage.title": "Damage"\n}\n',
        tables: '{\n  "table.one": "One",\n\n  "table.two": "Two"\n}\n',
      },
    });
    expect(result.en).toEqual({
      calc: '{\n  "calc.a": "A",\n\n  "calc.b": "B"\n}\n',
      damage: '{\n  "damage.title": "Damage",\n\n  "damage.step.x": "X {{n}}",\n  "damage.step.y": "Y"\n}\n',
      table: '{\n  "table.one": "One",\n\n  "table.two": "Two"\n}\n',
    });
  });

  it('leaves a file whose keys are all its own as it is', () => {
    const ui = '{\n  "ui.a": "A",\n\n  "ui.b": "B"\n}\n';
    expect(regroupTexts({ th: { ui } }).th).toEqual({ ui });
  });

  it('keeps a key held twice with the same text once, and refuses two different texts', () => {
    expect(regroupTexts({ en: { ui: '{\n  "ui.a": "A"\n}\n', old: '{\n  "ui.a": "A"\n}\n' } }).en).toEqual({
      ui: '{\n  "ui.a": "A"\n}\n',
    });
    expect(() =>
      regroupTexts({ en: { ui: '{\n  "ui.a": "A"\n}\n', old: '{\n  "ui.a": "Other"\n}\n' } }),
    ).toThrow(/"ui.a" is held twice/);
  });

  it('reads a file not written one entry per line as JSON', () => {
    expect(regroupTexts({ en: { x: '{ "ui.a": "A", "ui.b": "B" }' } }).en).toEqual({
      ui: '{\n  "ui.a": "A",\n  "ui.b": "B"\n}\n',
    });
  });
});
