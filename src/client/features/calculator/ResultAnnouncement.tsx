import type { PriceResult } from '../../../engine/price';
import { useHydrated } from '../../lib/use-hydrated';
import { formatEuro } from '../../../shared/format-euro';

const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const sentence = (result: PriceResult) =>
  result.price > 0
    ? `Estimated Real Value: ${formatEuro(result.price)}. Market Value: ${formatEuro(result.market)}.`
    : 'Nothing to value yet: fill in at least one field, then press Calculate Now.';

/**
 * Always in the page (a region that appears with its text is often not read). Its text is set once
 * the page has hydrated, so a shared link opened priced is announced too.
 */
export function ResultAnnouncement({ result }: { result: PriceResult | null }) {
  const hydrated = useHydrated();
  const text = hydrated && result ? sentence(result) : '';
  return (
    <div role="status" aria-live="polite" aria-label="Calculation result" style={srOnly} data-testid="result-announcement">
      {text}
    </div>
  );
}
