import { expect, it } from 'vitest';
import { remembered } from './remembered.ts';

it('computes each key once, on first use, and answers later calls from what it kept', () => {
  const asked: string[] = [];
  const lengthOf = remembered((word: string) => {
    asked.push(word);
    return word.length;
  });
  expect(['dice', 'd20', 'dice', 'd20', 'dice'].map(lengthOf)).toEqual([4, 3, 4, 3, 4]);
  expect(asked).toEqual(['dice', 'd20']);
});
