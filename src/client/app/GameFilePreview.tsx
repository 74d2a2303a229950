import { Alert, Code, List, Stack, Table, Text, Title } from '@mantine/core';
import type { GameDefinition } from '../../engine/game-types';
import { priceOf } from '../../engine/price';
import type { GameFile } from '../../shared/api/game-files';
import { CalculatorBody } from '../features/calculator/CalculatorBody';
import { formatEuro } from '../../shared/format-euro';

export function GameFilePreview({ file }: { file: GameFile }) {
  const game = file.game as GameDefinition | null;
  return (
    <Stack gap="lg">
      {file.problems.length ? (
        <Alert color="red" title={`${file.problems.length} problem${file.problems.length === 1 ? '' : 's'} in ${file.file}`} role="alert">
          <List spacing="xs" size="sm">
            {file.problems.map((problem) => (
              <List.Item key={problem.sentence}>
                <Text size="sm">{problem.sentence}</Text>
                {problem.excerpt && (
                  <Code block mt={4}>
                    {problem.excerpt}
                  </Code>
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert color="green" title={`${file.file} passes the check`}>
          The same check as <Code>npm run check:game</Code> and the server start.
        </Alert>
      )}
      {game ? (
        <>
          <section aria-labelledby="preview-form">
            <Title order={2} fz="h3" id="preview-form" mb="sm">
              {game.name}: the form under the file&apos;s defaults
            </Title>
            {/* Keyed by the file's content: an edit starts the form again from the new definition. */}
            <CalculatorBody key={JSON.stringify(game)} game={game} config={{ ...game.defaults, updatedAt: null, revision: 1 }} />
          </section>
          <Examples game={game} />
        </>
      ) : (
        <Text c="dimmed">The form appears once the file passes the engine&apos;s own rules (JSON, fields, formula).</Text>
      )}
    </Stack>
  );
}

function Examples({ game }: { game: GameDefinition }) {
  return (
    <section aria-labelledby="preview-examples">
      <Title order={2} fz="h3" id="preview-examples" mb="sm">
        Examples, priced
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Inputs</Table.Th>
              <Table.Th>File says</Table.Th>
              <Table.Th>Formula gives</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {game.examples.map((example, i) => {
              const price = priceOf(game, game.defaults, example.inputs).price;
              const same = Math.round(price * 100) === Math.round(example.price * 100);
              return (
                <Table.Tr key={i}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Code>{JSON.stringify(example.inputs)}</Code>
                  </Table.Td>
                  <Table.Td>{formatEuro(example.price)}</Table.Td>
                  <Table.Td c={same ? undefined : 'red'}>
                    {formatEuro(price)} {same ? '✓' : '✗'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
