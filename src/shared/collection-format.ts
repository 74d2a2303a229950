import { groupDigits, plural } from './counts';

export const formatRp = (n: number): string => `${groupDigits(n)} RP`;

/** 1 → '1 skin', 1500 → '1,500 skins'. */
export const skinCount = (n: number): string => plural(n, 'skin');

/** 1 → '1 chroma', 12 → '12 chromas'. */
export const chromaCount = (n: number): string => plural(n, 'chroma');
