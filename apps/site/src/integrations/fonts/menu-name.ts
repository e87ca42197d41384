import type { FaceSpec } from './font-faces.ts';
import { codePoints, type PageText, type SubsetFile } from './font-subsets.ts';

/**
 * Whether a page takes the face's language menu name file rather than its own files: a page of
 * another language where nothing that can become text (island props and messages included) holds
 * a character of the face other than the name's.
 */
export function menuNameOnly(
  face: Pick<FaceSpec, 'menuName' | 'covers'>,
  cut: { menuName?: { file: Pick<SubsetFile, 'codes'> } },
  text: Pick<PageText, 'lang' | 'all'>,
): boolean {
  if (face.menuName === undefined || cut.menuName === undefined || text.lang === face.menuName.lang)
    return false;
  const name = cut.menuName.file.codes;
  return codePoints(text.all, face.covers).every((code) => name.has(code));
}
