import { useMemo } from 'react';
import type { GameDefinition } from '../../engine/game-types';
import { calculatorConfig } from '../../shared/api/calculators';
import { formatEuro } from '../../shared/format-euro';
import { skinsPrice } from '../../shared/skins-price';
import { useEndpoint } from '../lib/use-endpoint';

interface Props {
  game: GameDefinition;
  /** The game's input group skins fill (its file's `page.skinCollection`). */
  group: string;
  rarity: string;
}

/**
 * The calculator's engine and current prices, once with the skin counted in its tier and once
 * without: the same valuation 'My collection' gives a collection.
 */
export default function SkinEuroValue({ game, group, rarity }: Props) {
  const { data: config, error } = useEndpoint(calculatorConfig(game.api), {}, { onError: () => undefined });
  const euros = useMemo(() => {
    if (!config) return null;
    const priced = (skins: number) => skinsPrice(game, config, group, [{ rarity, skins }], 0).price;
    return priced(1) - priced(0);
  }, [config, game, group, rarity]);
  if (euros === null) return error ? null : '…';
  return <>{formatEuro(euros)} of account value</>;
}
