/** Every Thai text of the project, as `[where, text]`: strings, glossary names and definitions, content files, source names. */
import { readdirSync, readFileSync } from 'node:fs';
import { glossaryDefinitions, glossaryTerms } from '../../src/glossary/index.ts';
import { messagesFor } from '../../src/messages-for.ts';

export function thaiTexts(): [string, string][] {
  const root = new URL('../../../../content/th/', import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.md'),
  );
  return [
    ...Object.entries(messagesFor('th', '')),
    ...glossaryTerms.map((term): [string, string] => [`name ${term.id}`, term.names.th]),
    ...Object.entries(glossaryDefinitions.th).map(([id, text]): [string, string] => [
      `definition ${id}`,
      text,
    ]),
    ...files.map((file): [string, string] => [
      `content/th/${file}`,
      readFileSync(new URL(file, root), 'utf8'),
    ]),
    [
      'content/sources.yaml',
      readFileSync(new URL('../../../../content/sources.yaml', import.meta.url), 'utf8'),
    ],
  ];
}
