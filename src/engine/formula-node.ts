/** The parts of a parsed formula node the checker reads; mathjs's nodes and formula-parser's both fit. */
export interface MathNodeLike {
  type: string;
  op?: string;
  fn?: MathNodeLike | string;
  name?: string;
  args?: MathNodeLike[];
  value?: unknown;
  content?: MathNodeLike;
  object?: MathNodeLike;
  index?: MathNodeLike;
  dotNotation?: boolean;
  isObjectProperty?: () => boolean;
  getObjectProperty?: () => string | null;
  toString(): string;
}
