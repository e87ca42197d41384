/** How bad a content finding is: an error fails `content check`, a warning is reported. */
export type Severity = 'error' | 'warning';
