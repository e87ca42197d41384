/**
 * The syntax checks (content-syntax-findings.ts) over a content file, local images looked up on
 * disk: an image must be an existing file under content/.
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Diagnostic, inFile } from '../findings/diagnostic.ts';
import { isInside } from '../loader/is-inside.ts';
import type { ContentFile } from '../model/types.ts';
import { contentSyntaxFindings } from './content-syntax-findings.ts';

function decodePath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** The problem of a local image URL, or null when it names an existing file under content/. */
function localImageProblem(
  url: string,
  file: string,
  root: string,
): 'content.image.missing' | 'content.image.outside' | null {
  const target = decodePath(url.replace(/[?#].*$/s, ''));
  if (target === '') return 'content.image.missing';
  if (target.startsWith('/') || target.startsWith('\\') || path.isAbsolute(target))
    return 'content.image.outside';
  const resolved = path.resolve(root, path.dirname(file), target);
  if (!isInside(path.resolve(root), resolved)) return 'content.image.outside';
  try {
    if (!statSync(resolved).isFile()) return 'content.image.missing';
    // A symbolic link under content/ may still lead out of it.
    return isInside(realpathSync(root), realpathSync(resolved)) ? null : 'content.image.outside';
  } catch {
    return 'content.image.missing';
  }
}

export function checkContentSyntax(file: ContentFile, root: string): Diagnostic[] {
  return contentSyntaxFindings(file.body, (url) => localImageProblem(url, file.file, root)).map((finding) =>
    inFile(finding, file.file),
  );
}
