import { describe, expect, it } from 'vitest';
import { zhMessageFiles } from '../../tools/zh-sources.ts';
import { placeholdersOf } from '../format-message.ts';
import { convertMessage, convertMessages } from './convert-messages.ts';
import { wordCorrections } from './zh-hant-data.ts';

/** Without Han characters, Taiwan's 「 」 read as the “ ” they stand for (taiwan-quotes.ts). */
const withoutHan = (text: string) =>
  text
    .replace(/\p{Script=Han}/gu, '')
    .replace(/「/g, '“')
    .replace(/」/g, '”');
/**
 * The message with the word corrections that write more than Han characters (創用CC 姓名標示) put in,
 * longest first: conversion keeps every other character but Chinese ones.
 */
const withCorrections = (message: string) =>
  wordCorrections
    .filter((word) => withoutHan(word.zhHant) !== withoutHan(word.zh))
    .sort((a, b) => b.zh.length - a.zh.length)
    .reduce((text, word) => text.split(word.zh).join(word.zhHant), message);
const nested = (message: string) => [...message.matchAll(/\$t\([^()]*\)/g)].map((match) => match[0]);

describe('convertMessages', () => {
  it('converts the text and leaves {{placeholders}} and $t(nested keys) as written', () => {
    // Chinese inside the syntax would be converted if the syntax were not kept (伤害 -> 傷害).
    expect(
      convertMessages({
        'a.b': '受到 {{伤害}} 点{{type}}伤害',
        'a.c': '$t(提示.{{类型}})：检定类型 {{ kind }}',
      }),
    ).toEqual({
      'a.b': '受到 {{伤害}} 點{{type}}傷害',
      'a.c': '$t(提示.{{类型}})：檢定類型 {{ kind }}',
    });
  });

  it('keeps the keys and their order', () => {
    expect(Object.keys(convertMessages({ z: '一', a: '二', m: '三' }))).toEqual(['z', 'a', 'm']);
  });

  it('keeps every placeholder, nested message and character but Chinese ones (and what a word correction writes) of every zh UI string', () => {
    const files = zhMessageFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const { file, messages } of files) {
      const converted = convertMessages(messages);
      expect(Object.keys(converted), file).toEqual(Object.keys(messages));
      for (const [key, message] of Object.entries(messages)) {
        const hant = converted[key]!;
        expect(placeholdersOf(hant), `${file} ${key}`).toEqual(placeholdersOf(message));
        expect(nested(hant), `${file} ${key}`).toEqual(nested(message));
        expect(hant, `${file} ${key}`).toBe(convertMessage(message));
        expect(withoutHan(hant), `${file} ${key}`).toBe(withoutHan(withCorrections(message)));
      }
    }
  });
});
