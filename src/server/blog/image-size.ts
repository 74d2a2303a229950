import fs from 'node:fs';
import type { ImageSize } from '../../shared/rich-text/markdown-document';

/** Intrinsic size of a PNG (IHDR) or an SVG (width/height, else viewBox); null for anything else. */
export function readImageSize(file: string): ImageSize | null {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (!file.endsWith('.svg')) return null;
  const tag = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0] ?? '';
  const width = /\swidth="(\d+)"/.exec(tag)?.[1];
  const height = /\sheight="(\d+)"/.exec(tag)?.[1];
  if (width && height) return { width: Number(width), height: Number(height) };
  const box = /viewBox="[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)"/.exec(tag);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : null;
}
