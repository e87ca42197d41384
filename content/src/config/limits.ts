/**
 * Size limit of every file content/ reads (Markdown and YAML configuration): a larger file is
 * refused with a diagnostic before it is parsed. The largest real file is under 50 KB.
 */
export const MAX_CONTENT_FILE_BYTES = 1_048_576;
