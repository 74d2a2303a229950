const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (n: number): string => whole.format(n);

/** Units per one unit of money, for comparing packs: 575 / 4.99 → "115.2". */
export const formatPerMoney = (amount: number, price: number): string => oneDecimal.format(amount / price);

/** A two-decimal money text ("4.42") with its symbol and thousands separators: "$4.42". */
export function formatMoney(symbol: string, text: string): string {
  const [units = '0', cents = '00'] = text.split('.');
  return `${symbol}${units.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
