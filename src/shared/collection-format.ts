/** 12345 → '12,345' (written out: no Intl formatter to start while the page hydrates). */
export const groupDigits = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 12345 → '12,345 RP'. */
export const formatRp = (n: number): string => `${groupDigits(n)} RP`;

/** 1 → '1 skin', 1500 → '1,500 skins'. */
export const skinCount = (n: number): string => `${groupDigits(n)} ${n === 1 ? 'skin' : 'skins'}`;

/** 1 → '1 chroma', 12 → '12 chromas'. */
export const chromaCount = (n: number): string => `${groupDigits(n)} ${n === 1 ? 'chroma' : 'chromas'}`;
