import type { PageOptions } from './game-types';

/**
 * The shape of a converter file (schemas/converters/<id>.json, checked against
 * schemas/converter.schema.json). Client and server read the same files.
 */

/** A converter page takes the page options that make sense without a calculator. */
export type ConverterPageOptions = Pick<PageOptions, 'partnerBanners'>;
export interface ConverterCurrency {
  /** ISO 4217 code, e.g. USD. */
  value: string;
  label: string;
  symbol: string;
  /** Money per one unit of the in-game currency. */
  rate: number;
}

export interface ConverterPack {
  amount: number;
  /** Fixed price in `packs.priceCurrency`; absent when the price follows the rate. */
  price?: number;
  discountPercent?: number;
}

export interface ConverterDefinition {
  id: string;
  order: number;
  name: string;
  heading: string;
  route: string;
  unit: { singular: string; plural: string; short: string };
  footerTag: string;
  meta: { title: string; description: string };
  /** The first is the default. */
  currencies: ConverterCurrency[];
  rateNote: string;
  packs: { title: string; priceCurrency?: string; rows: ConverterPack[] };
  spends?: { label: string; amount: number }[];
  payout?: { label: string; rates: { currency: string; rate: number }[]; asOf: string; source: string; note: string };
  /** How the page is framed (partner banners); absent: the operator's banners. */
  page?: ConverterPageOptions;
}
