/** Tokens of the dice notation (lexer output, parser input). */
export type TokenKind =
  | 'number'
  | 'd'
  | '%'
  | 'f'
  | 'kh'
  | 'kl'
  | 'k'
  | 'dh'
  | 'dl'
  | 'pl'
  | 'ph'
  | 'ro'
  | 'rr'
  | 'ra'
  | 'r'
  | 'e'
  | 'p'
  | 'mi'
  | 'ma'
  | 'min'
  | 'max'
  | 'cs'
  | 'cf'
  | 's'
  | 'sa'
  | 'sd'
  | '!'
  | '!!'
  | '+'
  | '-'
  | '*'
  | '/'
  | '('
  | ')'
  | '{'
  | '}'
  | ','
  | '<'
  | '<='
  | '>'
  | '>='
  | '='
  /** A run of letters that is no keyword sequence, or a whole word such as `floor` or `adv`. */
  | 'word'
  /** `[text]`: `text` holds what is inside the brackets. */
  | 'annotation'
  | 'end';

export interface Token {
  kind: TokenKind;
  /** Source text of the token (empty for `end`; the bracketed text, trimmed, for `annotation`). */
  text: string;
  value: number;
  start: number;
  end: number;
  /** For a letter token: the whole run of letters it was cut from (`ref` for the `r` of `1d20 ref`). */
  run?: { start: number; end: number };
}
