import fs from 'node:fs';
import type { ImageSize } from '../../shared/rich-text/markdown-document';

/** A JPEG's size from its first start-of-frame segment (baseline or progressive). */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/** Intrinsic size of a PNG (IHDR), a JPEG or an SVG (width/height, else viewBox); null for anything else. */
export function readImageSize(file: string): ImageSize | null {
  const bytes = fs.readFileSync(file);
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (!file.endsWith('.svg')) return null;
  const tag = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0] ?? '';
  const width = /\swidth="(\d+)"/.exec(tag)?.[1];
  const height = /\sheight="(\d+)"/.exec(tag)?.[1];
  if (width && height) return { width: Number(width), height: Number(height) };
  const box = /viewBox="[\d.]+\s+[\d.]+\s+([\d.]+)\s+([\d.]+)"/.exec(tag);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : null;
}
