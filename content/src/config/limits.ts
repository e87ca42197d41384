/**
 * Size limits of what content/ reads. A larger file is refused with a diagnostic before it is
 * parsed (the largest real file is 46 KB: a Markdown parser needs seconds per parse of a 900 KB
 * table, and the checks parse a file several times). A section over its limit is reported at its
 * heading (the largest real section is 7 KB). Nesting depth: @polyhedral/markdown MAX_NESTING_DEPTH.
 */
export const MAX_CONTENT_FILE_BYTES = 262_144;

/** Largest section (heading and body) a content file or a workbench save may have. */
export const MAX_SECTION_BYTES = 65_536;
