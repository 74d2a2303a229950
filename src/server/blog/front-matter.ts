/** A post file's `---` block of `key: value` lines, and the Markdown after it. */
export function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line.trim());
    // Values may be quoted to keep a colon or leading space; the quotes are not part of the value.
    if (pair) meta[pair[1]!] = (pair[2] ?? '').replace(/^(["'])(.*)\1$/, '$2');
  }
  return { meta, body: source.slice(match[0].length) };
}
