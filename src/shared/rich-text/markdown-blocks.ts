/**
 * A deliberately small Markdown reader for the site's own texts (About articles, local blog
 * posts): headings, paragraphs, bullet and numbered lists, quotes, rules, pipe tables, images on
 * a line of their own, **bold**, *italic*, `code` and [links](url). Anything else is text; raw
 * HTML is never interpreted, so a file cannot inject markup.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'code'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: number; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; paragraphs: Inline[][] }
  | { kind: 'rule' }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'image'; alt: string; src: string };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const RULE = /^(-{3,}|\*{3,}|_{3,})$/;
const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const TABLE_DIVIDER = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;
// Earliest of: **bold**, *italic* or _italic_, [text](href), `code`.
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\b_(.+?)_\b|\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/;

/** Only web links and site paths; javascript:, data: and protocol-relative URLs become text. */
export function safeHref(href: string): string | null {
  if (/^https?:\/\/[^\s]+$/i.test(href)) return href;
  if (/^\/(?!\/)[^\s]*$/.test(href) || /^#[\w-]+$/.test(href)) return href;
  return null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) break;
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, bold, star, underscore, label, href, code] = match;
    if (bold !== undefined) out.push({ kind: 'strong', children: parseInline(bold) });
    else if (star !== undefined || underscore !== undefined) out.push({ kind: 'em', children: parseInline(star ?? underscore ?? '') });
    else if (code !== undefined) out.push({ kind: 'code', children: [{ kind: 'text', text: code }] });
    else {
      const safe = safeHref(href ?? '');
      out.push(safe ? { kind: 'link', href: safe, children: parseInline(label ?? '') } : { kind: 'text', text: label ?? '' });
    }
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) out.push({ kind: 'text', text: rest });
  return out;
}

const cells = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

/** Lines grouped into the block being built; `flush` closes it. */
class BlockBuilder {
  readonly blocks: Block[] = [];
  paragraph: string[] = [];
  list: { ordered: boolean; items: string[] } | null = null;
  quote: string[][] | null = null;
  table: string[] | null = null;

  flush(): void {
    if (this.paragraph.length) this.blocks.push({ kind: 'paragraph', children: parseInline(this.paragraph.join(' ')) });
    if (this.list) this.blocks.push({ kind: 'list', ordered: this.list.ordered, items: this.list.items.map(parseInline) });
    if (this.quote)
      this.blocks.push({ kind: 'quote', paragraphs: this.quote.filter((p) => p.length).map((p) => parseInline(p.join(' '))) });
    if (this.table) this.pushTable(this.table);
    this.paragraph = [];
    this.list = null;
    this.quote = null;
    this.table = null;
  }

  private pushTable(lines: string[]): void {
    // Without the |---| divider under the first row it was never a table: keep the lines as text.
    if (lines.length < 2 || !TABLE_DIVIDER.test(lines[1] ?? '')) {
      this.blocks.push({ kind: 'paragraph', children: parseInline(lines.join(' ')) });
      return;
    }
    this.blocks.push({ kind: 'table', header: cells(lines[0] ?? ''), rows: lines.slice(2).map(cells) });
  }
}

export function parseMarkdown(source: string): Block[] {
  const b = new BlockBuilder();
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const image = IMAGE.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line) b.flush();
    else if (line.startsWith('>')) {
      if (!b.quote) b.flush();
      b.quote ??= [[]];
      const text = line.replace(/^>\s?/, '');
      if (text) b.quote[b.quote.length - 1]!.push(text);
      else b.quote.push([]);
    } else if (line.startsWith('|')) {
      if (!b.table) b.flush();
      (b.table ??= []).push(line);
    } else if (RULE.test(line)) {
      b.flush();
      b.blocks.push({ kind: 'rule' });
    } else if (heading) {
      b.flush();
      b.blocks.push({ kind: 'heading', level: heading[1]!.length, children: parseInline(heading[2] ?? '') });
    } else if (image) {
      b.flush();
      b.blocks.push({ kind: 'image', alt: image[1] ?? '', src: image[2] ?? '' });
    } else if (item) {
      const ordered = !BULLET.test(line);
      if (b.paragraph.length || b.quote || b.table || (b.list && b.list.ordered !== ordered)) b.flush();
      b.list ??= { ordered, items: [] };
      b.list.items.push(item[1] ?? '');
    } else if (b.list && raw.startsWith('  ')) {
      // An indented line continues the previous list item.
      b.list.items[b.list.items.length - 1] += ` ${line}`;
    } else {
      if (b.list || b.quote || b.table) b.flush();
      b.paragraph.push(line);
    }
  }
  b.flush();
  return b.blocks;
}
