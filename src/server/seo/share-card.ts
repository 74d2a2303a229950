import satori from 'satori';
import sharp from 'sharp';
import type { ShareCard } from '../feature';
import { FONT_FAMILY, loadShareFonts, type ShareFont } from './share-fonts';
import { BACKGROUND_COLOR, THEME_COLOR } from './site-icons';
import { logoMarkSvg } from '../../shared/site-logo';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** Satori's element shape (React's, without React). */
interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string; src?: string; width?: number; height?: number };
}
const el = (type: string, style: Record<string, unknown>, children?: Node['props']['children']): Node => ({
  type,
  props: { style, children },
});

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Inner width of the card (1200 less 64 px padding each side), and the text column's beside art. */
const INNER = SHARE_WIDTH - 128;
const ART = 340;

// The header's logo mark, the same on every card: drawn and encoded once at start, not per render.
const LOGO_SRC = `data:image/svg+xml;base64,${Buffer.from(logoMarkSvg()).toString('base64')}`;

function cardTree(card: ShareCard, art: string | null, siteName: string): Node {
  const width = art ? INNER - ART - 48 : INNER;
  const line = (style: Record<string, unknown>, content: string) => el('div', { display: 'flex', width, ...style }, content);
  const text: Node[] = [
    el(
      'div',
      { display: 'flex', alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700, letterSpacing: '-0.02em', color: '#ffffff' },
      [{ type: 'img', props: { src: LOGO_SRC, width: 56, height: 56 } }, siteName],
    ),
    line({ marginTop: 32, fontSize: 30, color: '#74c0fc' }, clip(card.kicker, 60)),
    line({ marginTop: 6, fontSize: card.title.length > 36 ? 50 : 62, fontWeight: 700, lineHeight: 1.15 }, clip(card.title, 80)),
  ];
  if (card.value) text.push(line({ marginTop: 16, fontSize: 76, fontWeight: 700, color: THEME_COLOR }, clip(card.value, 24)));
  // With a value there is room for three lines, without one for four.
  for (const entry of (card.lines ?? []).slice(0, card.value ? 3 : 4))
    text.push(line({ marginTop: 6, fontSize: 28, color: '#c1c2c5' }, clip(entry, 64)));
  const children: Node[] = [el('div', { display: 'flex', flexDirection: 'column', width, flexShrink: 0 }, text)];
  if (art) {
    children.push(
      el('div', { display: 'flex', marginLeft: 48, borderRadius: 24, overflow: 'hidden', width: ART, height: ART, flexShrink: 0 }, [
        { type: 'img', props: { src: art, width: ART, height: ART, style: { objectFit: 'cover' } } },
      ]),
    );
  }
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      height: '100%',
      padding: '40px 64px',
      background: BACKGROUND_COLOR,
      color: '#ffffff',
      fontFamily: FONT_FAMILY,
      borderBottom: `16px solid ${THEME_COLOR}`,
    },
    children,
  );
}

let fonts: ShareFont[] | null = null;
const shareFonts = () => (fonts ??= loadShareFonts());

export async function renderShareCard(card: ShareCard, siteName: string): Promise<Buffer> {
  const fonts = shareFonts();
  // Art of any format becomes a small PNG data URL satori can draw.
  const art = card.art
    ? `data:image/png;base64,${(await sharp(card.art).resize(ART, ART, { fit: 'cover' }).png().toBuffer()).toString('base64')}`
    : null;
  const svg = await satori(cardTree(card, art, siteName) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_WIDTH,
    height: SHARE_HEIGHT,
    fonts: fonts as unknown as Parameters<typeof satori>[1]['fonts'],
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Satori parses a font the first time a render names it; all 204 files at once is one synchronous
 * second (four on a loaded machine) that the first visitor's image paid and every request waited
 * behind. Here each font is parsed by a render of its own, with a turn of the event loop between;
 * then one card of each kind readies the layout engine and sharp's resize.
 */
export async function warmShareCards(siteName: string, pause: () => Promise<void> = nextTurn): Promise<void> {
  for (const font of shareFonts()) {
    await satori(el('div', { display: 'flex' }, 'a') as unknown as Parameters<typeof satori>[0], {
      width: 1,
      height: 1,
      fonts: [font] as unknown as Parameters<typeof satori>[1]['fonts'],
    });
    await pause();
  }
  const art = await sharp({ create: { width: 8, height: 8, channels: 3, background: THEME_COLOR } })
    .png()
    .toBuffer();
  const cards: ShareCard[] = [
    { kicker: siteName, title: 'Account value calculators' },
    { kicker: 'Account value', title: 'Estimated Real Value', value: '€1,234.56', lines: ['Market Value: €987.65', 'Level: 100'] },
    { kicker: 'Skin', title: 'A skin, 皮肤', lines: ['Epic'], art },
  ];
  for (const card of cards) {
    await renderShareCard(card, siteName);
    await pause();
  }
}
