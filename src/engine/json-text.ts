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
 * `text`, or of the deepest parent found (for a missing field, its object). A small scanner, since
 * JSON.parse keeps no places.
 */
export function placeOfField(text: string, pointer: string): TextPlace {
  const wanted = pointer.split('/').filter(Boolean);
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const skipString = () => {
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const readString = () => {
    const start = i;
    skipString();
    return JSON.parse(text.slice(start, i)) as string;
  };
  // Skips one value; returns false on text it cannot read.
  const skipValue = (): boolean => {
    ws();
    const c = text[i];
    if (c === '"') skipString();
    else if (c === '{' || c === '[') {
      let depth = 0;
      do {
        if (text[i] === '"') {
          skipString();
          continue;
        }
        if (text[i] === '{' || text[i] === '[') depth++;
        if (text[i] === '}' || text[i] === ']') depth--;
        i++;
      } while (depth > 0 && i < text.length);
    } else while (i < text.length && !/[,}\]\s]/.test(text[i]!)) i++;
    return i <= text.length;
  };
  ws();
  let place = i;
  for (const part of wanted) {
    ws();
    if (text[i] === '{') {
      i++;
      let hit = false;
      while (i < text.length) {
        ws();
        if (text[i] !== '"') break;
        const key = readString();
        ws();
        i++; // the colon
        ws();
        if (key === part) {
          hit = true;
          break;
        }
        skipValue();
        ws();
        if (text[i] === ',') i++;
      }
      if (!hit) break;
    } else if (text[i] === '[') {
      i++;
      const index = Number(part);
      let n = 0;
      ws();
      while (n < index && i < text.length && text[i] !== ']') {
        skipValue();
        ws();
        if (text[i] === ',') i++;
        ws();
        n++;
      }
      if (n !== index || text[i] === ']') break;
    } else break;
    place = i;
  }
  return placeOf(text, place);
}
