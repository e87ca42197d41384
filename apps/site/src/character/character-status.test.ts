import { describe, expect, it } from 'vitest';
import { statusMessage } from './character-status.ts';
import { PLAIN_CHARACTER as STORED } from './test-characters.ts';

const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

describe('statusMessage: the status line', () => {
  it('before any action: what is kept on this device', () => {
    expect(statusMessage(t, null, null)).toBe('character.status.none');
    expect(statusMessage(t, null, STORED)).toBe('character.status.stored {"name":"Ilse"}');
    expect(statusMessage(t, null, { ...STORED, name: '' })).toBe(
      'character.status.stored {"name":"character.unnamed"}',
    );
  });

  it('after an action: what it did; empty after an error (shown apart)', () => {
    expect(statusMessage(t, { kind: 'saved' }, STORED)).toBe('character.status.saved');
    expect(statusMessage(t, { kind: 'imported' }, STORED)).toBe('character.status.imported');
    expect(statusMessage(t, { kind: 'forgotten' }, null)).toBe('character.status.forgotten');
    expect(statusMessage(t, { kind: 'error', error: { ok: false, code: 'x', params: {} } }, STORED)).toBe('');
  });
});
