/**
 * The shape of a converter file (schemas/converters/<id>.json, checked against
 * schemas/converter.schema.json). Client and server read the same files.
 */
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
  partnerBanners: boolean;
}

/**
 * Orders converter files (keyed by path) for menus, after checking what the JSON schema
 * cannot: each id equals its file name, and ids and routes are unique.
 */
export function orderConverters(files: Record<string, unknown>): ConverterDefinition[] {
  const seen = new Set<string>();
  const list = Object.entries(files).map(([file, data]) => {
    const converter = data as ConverterDefinition;
    const name = file
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.json$/, '');
    if (converter.id !== name) throw new Error(`${file}: id "${converter.id}" must equal the file name "${name}"`);
    for (const key of [converter.id, converter.route]) {
      if (seen.has(key)) throw new Error(`${file}: "${key}" is used by another converter`);
      seen.add(key);
    }
    return converter;
  });
  return list.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
