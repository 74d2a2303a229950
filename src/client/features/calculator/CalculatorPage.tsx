import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { GameDefinition } from '../../../engine/game-types';
import { PageMetaTags } from '../../components/PageMetaTags';
import { CalculatorJsonLd } from './CalculatorJsonLd';
import { CalculatorBody, type FormExtras } from './CalculatorBody';
import { calculatorConfig, type ServedConfig } from '../../../shared/api/calculators';
import { useEndpoint } from '../../lib/use-endpoint';
import { RetryState } from './RetryState';
import { sharedResultMeta } from './share-meta';

/** A failed config load (reported as a toast by the global SWR handler) offers a retry. */
export function CalculatorPage({
  game,
  initialConfig,
  extras,
}: {
  game: GameDefinition;
  initialConfig?: ServedConfig;
  extras?: FormExtras;
}) {
  const { data: config, error, isValidating, mutate } = useEndpoint(calculatorConfig(game.api), {}, { fallbackData: initialConfig });
  // A shared result's preview carries its figures; the server renders it from the link, as the form does.
  const { search } = useLocation();
  const share = useMemo(() => (config ? sharedResultMeta(game, config, search) : null), [game, config, search]);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="calculator-title">
      <PageMetaTags page={{ ...game.meta, share }} />
      <CalculatorJsonLd game={game} />
      <Stack gap="md">
        <div>
          <Title order={1} id="calculator-title" fz={{ base: 24, sm: 30 }}>
            {game.meta.title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Fill in what your account has, then press Calculate Now. Empty fields count as 0.
          </Text>
        </div>
        {config ? (
          <CalculatorBody game={game} config={config} extras={extras} />
        ) : error ? (
          <RetryState gameName={game.name} retrying={isValidating} onRetry={() => void mutate()} />
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading the prices" />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
