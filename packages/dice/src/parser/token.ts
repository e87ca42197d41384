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
  | 'ro'
  | 'r'
  | 'mi'
  | 'ma'
  | '!'
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
  | 'end';

export interface Token {
  kind: TokenKind;
  /** Source text of the token (empty for `end`). */
  text: string;
  /** Numeric value of a `number` token. */
  value: number;
  start: number;
  end: number;
}
