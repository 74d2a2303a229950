import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { GameDefinition } from '../../engine/game-types';
import { calculatorConfig } from '../../shared/api/calculators';
import type { ServedConfig } from '../../shared/api/calculators';
import type { CollectionSummary } from '../../shared/api/skin-collection';
import { formatEuro } from '../../shared/format-euro';
import { encodeShareQuery } from '../features/calculator/share-query';
import { skinsPrice } from '../../shared/skins-price';
import { useEndpoint } from '../lib/use-endpoint';

interface Props {
  game: GameDefinition;
  /** The game's input group the collection fills (its file's `page.skinCollection`). */
  group: string;
  rarities: CollectionSummary['rarities'];
  chromas: number;
}

/**
 * The calculator's own engine and `config`, with only the skin counts by tier filled (every other
 * input at its start value), so the calculator link prices them the same way.
 */
export function valueCollection({ game, group, rarities, chromas }: Props, config: ServedConfig): { price: number; href: string } {
  const { price, inputs, form } = skinsPrice(game, config, group, rarities, chromas);
  const query = encodeShareQuery(form.schema as RJSFSchema, inputs, form.formData);
  return { price, href: query ? `${game.route}?${query}` : game.route };
}

export default function CollectionValue({ game, group, rarities, chromas }: Props) {
  const { data: config, error } = useEndpoint(calculatorConfig(game.api), {}, { onError: () => undefined });
  const valued = useMemo(
    () => (config ? valueCollection({ game, group, rarities, chromas }, config) : null),
    [config, game, group, rarities, chromas],
  );
  if (error && !valued) return <Text size="sm">The calculator's prices could not be loaded.</Text>;
  if (!valued) return '...';
  return (
    <>
      <span data-testid="euro-value">{formatEuro(valued.price)}</span>
      <Text size="xs" fw={400}>
        <Anchor component={Link} to={valued.href}>
          Value my account
        </Anchor>
      </Text>
    </>
  );
}
