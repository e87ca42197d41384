/**
 * How the import names a section to the maintainer: its title and, for the maintainer, its rule ID
 * in brackets — unless the title already ends with that ID in brackets (a Thai title keeps the
 * English term, "สิ่งกำบัง (Cover)"), which would otherwise print "สิ่งกำบัง (Cover) (Cover)".
 */
export function sectionLabel(title: string | undefined, id: string): string {
  if (!title || title === id) return id;
  return title.trimEnd().endsWith(`(${id})`) ? title : `${title} (${id})`;
}
