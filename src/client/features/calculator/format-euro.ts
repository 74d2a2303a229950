// One euro format for every figure on the calculator pages: "€1,234.56" (en-IE).
const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats an amount of euros with two decimals; non-finite amounts show as €0.00. */
export const formatEuro = (amount: number): string => euro.format(Number.isFinite(amount) ? amount : 0);
