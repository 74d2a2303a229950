import { parseTree } from 'jsonc-parser';

/**
 * JSON text with places: parse errors as line and column with the offending line, and the place of
 * a field ("inputs/3/max") in the text, so an author's editor can jump to it. Pure: the caller reads the file.
 */

export interface TextPlace {
  line: number;
  col: number;
}

export type JsonParse = { ok: true; data: unknown } | { ok: false; place: TextPlace; message: string; excerpt: string };

/** Line and column (1-based) of a character offset. */
export function placeOf(text: string, offset: number): TextPlace {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, col: (lines.at(-1)?.length ?? 0) + 1 };
}

/** The text's line `line` with a caret under column `col`: what the author sees in the error. */
function excerptAt(text: string, { line, col }: TextPlace): string {
  const lines = text.split('\n').map((content) => content.replace(/\t/g, ' ').trimEnd());
  // The line before too: a missing comma is found on the line after it.
  const before = line > 1 ? `${lines[line - 2]}\n` : '';
  return `${before}${lines[line - 1] ?? ''}\n${' '.repeat(Math.max(0, col - 1))}^`;
}

/** JSON.parse, with the failure placed: V8 names a position ("at position 2165"), or the text ended early. */
export function parseJsonText(text: string): JsonParse {
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.trimEnd().length;
    const place = placeOf(text, offset);
    const reason = message.replace(/ in JSON at position \d+.*$/, '').replace(/^Unexpected end of JSON input$/, 'the text ends early');
    return { ok: false, place, message: reason, excerpt: excerptAt(text, place) };
  }
}

/**
 * Where the value at `pointer` ("inputs/3/max", "/"-separated, numbers index arrays) starts in
 * `text`, or of the deepest parent found (for a missing field, its object). JSON.parse keeps no
 * places; jsonc-parser's tree does, and reads on past an error.
 */
export function placeOfField(text: string, pointer: string): TextPlace {
  let node = parseTree(text);
  let place = node?.offset ?? 0;
  for (const part of pointer.split('/').filter(Boolean)) {
    if (node?.type === 'object') node = node.children?.find((property) => property.children?.[0]?.value === part)?.children?.[1];
    else if (node?.type === 'array') node = node.children?.[Number(part)];
    else node = undefined;
    if (!node) break;
    place = node.offset;
  }
  return placeOf(text, place);
}
