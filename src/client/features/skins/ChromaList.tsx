import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { CHROMA_RARITY } from '../../../shared/api/skin-collection';
import type { Skin } from '../../../shared/api/skins';
import { OwnedToggle } from './OwnedToggle';
import { SkinImage } from './SkinImage';
import classes from './skins.module.css';

export function ChromaList({ chromas }: { chromas: Skin['chromas'] }) {
  if (chromas.length === 0) return null;
  return (
    <section aria-labelledby="chromas-heading">
      <Title order={2} size="h3" id="chromas-heading" mb="sm">
        Available Chromas
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {chromas.map((chroma) => (
          <Paper key={chroma.id} withBorder p="xs" radius="md">
            <SkinImage src={chroma.chromaPath} alt={chroma.name} width={270} height={303} placeholder="No Image" />
            <Group gap={6} mt={6} wrap="nowrap">
              {chroma.colors[0] ? (
                <span
                  className={classes.swatch}
                  style={{ background: chroma.colors[0] }}
                  role="img"
                  aria-label={`Colour ${chroma.colors[0]}`}
                />
              ) : null}
              <Text size="sm" fw={600} className={classes.chromaName}>
                {chroma.name}
              </Text>
            </Group>
            {/* On its own line: beside the name, a two-column phone grid squeezed "I own" onto two lines. */}
            <OwnedToggle riotId={chroma.id} name={chroma.name} rarity={CHROMA_RARITY} />
            {chroma.descriptions.length > 0 ? (
              <Text size="xs" className={classes.muted} mt={4}>
                {chroma.descriptions.map((d) => d.description).join('; ')}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
