/**
 * HTML the build wrote, read as a hast tree parsed as a browser does (parse5), never with regular
 * expressions: character references decoded, script and comment ends known, `>` in a value kept.
 * Attributes go by hast names (`className`, `dataTerm`, `ariaCurrent`); unknown ones keep their HTML spelling.
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

export interface ParseOptions {
  /** A fragment (a component's output): no html, head or body elements are added around it. */
  fragment?: boolean;
  /** Also record where each start tag, end tag and attribute is in the source (see tagRange). */
  tagPositions?: boolean;
}

/** A whole page (or a fragment) as a hast tree; every node knows its place in the source. */
export function parseHtml(html: string, options: ParseOptions = {}): Root {
  return fromHtml(html, { fragment: options.fragment ?? false, verbose: options.tagPositions ?? false });
}

type Node = Root | RootContent;

/** An attribute's value as text (lists joined with spaces, a bare attribute ''); undefined when absent. */
export function attribute(element: Element, name: string): string | undefined {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return '';
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/** Whether a list attribute (class, rel) holds `token`. */
export function hasToken(element: Element, name: string, token: string): boolean {
  return (attribute(element, name) ?? '').split(' ').includes(token);
}

/** A test for elements with one of these tag names. */
export function isTag(...names: string[]): (element: Element) => boolean {
  return (element) => names.includes(element.tagName);
}

/** The elements under `node` that pass `test`, in document order; a `<template>`'s content is not searched. */
export function findElements(node: Node, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (parent: Node) => {
    if (parent.type !== 'root' && parent.type !== 'element') return;
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (test(child)) found.push(child);
      walk(child);
    }
  };
  walk(node);
  return found;
}

/** The first element under `node` (document order) that passes `test`. */
export function firstElement(node: Node, test: (element: Element) => boolean): Element | undefined {
  if (node.type !== 'root' && node.type !== 'element') return undefined;
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const inside = firstElement(child, test);
    if (inside) return inside;
  }
  return undefined;
}

/** The text under `node` as the DOM's textContent gives it: for a script or a style, its source. */
export function textContent(node: Node): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'root' && node.type !== 'element') return '';
  return node.children.map(textContent).join('');
}

/** Elements whose text a reader never sees. */
const NOT_SHOWN = new Set(['script', 'style', 'template']);

/** The text a reader sees under `node` (no scripts, styles, templates, `leaveOut`), a space where a tag was. */
export function visibleText(node: Node, leaveOut?: (element: Element) => boolean): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.type === 'text') parts.push(current.value);
    if (current.type !== 'root' && current.type !== 'element') return;
    if (current.type === 'element' && (NOT_SHOWN.has(current.tagName) || leaveOut?.(current))) return;
    for (const child of current.children) walk(child);
  };
  walk(node);
  return parts.join(' ');
}

/** Everything under `node` that can become text: text nodes (of scripts too), comments and attribute values. */
export function everyText(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.type === 'text' || current.type === 'comment') parts.push(current.value);
    if (current.type !== 'root' && current.type !== 'element') return;
    if (current.type === 'element') {
      for (const name of Object.keys(current.properties)) parts.push(attribute(current, name) ?? '');
      if (current.content) walk(current.content);
    }
    for (const child of current.children) walk(child);
  };
  walk(node);
  return parts.join('\n');
}

/** A stretch of the source: offsets of its first character and just past its last. */
export interface SourceRange {
  start: number;
  end: number;
}

/** Where a node is in the source; undefined for an element the parser added (`<tbody>`). */
export function sourceRange(node: Node): SourceRange | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/** Where an element's start tag, end tag or attribute is in the source (needs `tagPositions`); undefined when absent. */
export function tagRange(
  element: Element,
  part: 'start' | 'end' | { attribute: string },
): SourceRange | undefined {
  const positions = element.data?.position;
  const position =
    part === 'start'
      ? positions?.opening
      : part === 'end'
        ? positions?.closing
        : positions?.properties?.[part.attribute];
  const start = position?.start.offset;
  const end = position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/** `html` with each range replaced by its text; the ranges must not overlap. */
export function replaceRanges(html: string, edits: ReadonlyArray<SourceRange & { text: string }>): string {
  let result = html;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, edit.start)}${edit.text}${result.slice(edit.end)}`;
  }
  return result;
}
