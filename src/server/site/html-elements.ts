import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export interface HtmlElement {
  tag: string;
  attrs: ReadonlyMap<string, string>;
  attrEnds: ReadonlyMap<string, number>;
  /** Where the element starts and ends in the source (its end tag included, when written). */
  start: number;
  end: number;
  /** Where its content starts (the end of its start tag) and where its end tag starts, when it has one in the source. */
  contentStart: number;
  endTagStart: number | null;
}

/**
 * Every element written in an HTML document, in document order, read by a real HTML parser
 * (parse5; decision 0053): scripts, comments and attribute values hold no false matches. Elements
 * the parser implied (a missing <head>) are left out: they have no place in the source.
 */
export function htmlElements(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const at = child.sourceCodeLocation;
      if (at)
        found.push({
          tag: child.tagName,
          attrs: new Map(child.attrs.map((attr) => [attr.name, attr.value])),
          attrEnds: new Map(Object.entries(at.attrs ?? {}).map(([name, where]) => [name, where.endOffset])),
          start: at.startOffset,
          end: at.endOffset,
          contentStart: at.startTag?.endOffset ?? at.endOffset,
          endTagStart: at.endTag?.startOffset ?? null,
        });
      visit(child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/** Text put in place of html.slice(start, end); start === end inserts. */
export interface HtmlEdit {
  start: number;
  end: number;
  text: string;
}

export function withIndent(html: string, element: HtmlElement): number {
  let start = element.start;
  while (start > 0 && /\s/.test(html[start - 1]!)) start--;
  return start;
}

/**
 * The source with the edits made, the rest of it byte for byte, cut into pieces at `cuts`
 * (offsets in the source): one piece more than there are cuts. Edits must not overlap.
 */
export function editHtml(html: string, edits: readonly HtmlEdit[], cuts: readonly number[] = []): string[] {
  const marks = [
    ...edits.map((edit, order) => ({ ...edit, order, cut: false })),
    ...cuts.map((at, order) => ({ start: at, end: at, text: '', order: -1 - order, cut: true })),
  ].sort((a, b) => a.start - b.start || Number(b.cut) - Number(a.cut) || a.order - b.order);
  const pieces: string[] = [];
  let piece = '';
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at) throw new Error(`overlapping HTML edits at ${mark.start}`);
    piece += html.slice(at, mark.start);
    if (mark.cut) {
      pieces.push(piece);
      piece = '';
    } else piece += mark.text;
    at = mark.end;
  }
  pieces.push(piece + html.slice(at));
  return pieces;
}
