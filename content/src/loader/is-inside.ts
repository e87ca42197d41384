/** Whether a path lies inside a folder: the one test of it for the content tools and the site's servers. */
import path from 'node:path';

/**
 * Whether `candidate` is `folder` or lies inside it, both resolved first. A sibling whose name
 * starts with the folder's (`<folder>-old`) is outside; a child whose name starts with two dots
 * (`..drafts`) is inside: only a step up (`..` as a whole segment) leaves the folder.
 */
export function isInside(folder: string, candidate: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(candidate));
  if (relative === '') return true;
  if (path.isAbsolute(relative)) return false; // another drive on Windows
  return relative !== '..' && !relative.startsWith(`..${path.sep}`);
}
