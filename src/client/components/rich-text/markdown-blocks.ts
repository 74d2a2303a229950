/**
 * A deliberately small Markdown reader for the site's own articles: headings, paragraphs,
 * bullet and numbered lists, **bold**, *italic* and [links](url). Anything else is text;
 * raw HTML is never interpreted, so an article cannot inject markup.
 */
export type Inline =
  { kind: 'text'; text: string } | { kind: 'strong' | 'em'; children: Inline[] } | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: number; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
// Earliest of: **bold**, *italic* or _italic_, [text](href).
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\b_(.+?)_\b|\[([^\]]+)\]\(([^)\s]+)\)/;

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
    const [whole, bold, star, underscore, label, href] = match;
    if (bold !== undefined) out.push({ kind: 'strong', children: parseInline(bold) });
    else if (star !== undefined || underscore !== undefined) out.push({ kind: 'em', children: parseInline(star ?? underscore ?? '') });
    else {
      const safe = safeHref(href ?? '');
      out.push(safe ? { kind: 'link', href: safe, children: parseInline(label ?? '') } : { kind: 'text', text: label ?? '' });
    }
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) out.push({ kind: 'text', text: rest });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, children: parseInline(heading[2] ?? '') });
    } else if (item) {
      const ordered = !BULLET.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? '');
    } else if (list && raw.startsWith('  ')) {
      // An indented line continues the previous list item.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
