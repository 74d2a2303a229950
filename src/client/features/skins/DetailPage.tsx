import type { ComponentType } from 'react';
import { Link, useLoaderData, useLocation, useParams } from 'react-router';
import { Alert, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Skin } from '../../../shared/api/skins';
import { FEATURE_NAMES, priceLabel, priceValue, UNKNOWN } from '../../../shared/skin-text';
import { useFooterTag } from '../../components/footer-tag-context';
import { ChromaList } from './ChromaList';
import { DetailsPanel } from './DetailsPanel';
import { OwnedToggle } from './OwnedToggle';
import { RarityIcon } from './RarityIcon';
import { RelatedSkins } from './RelatedSkins';
import { SkinImage } from './SkinImage';
import { SkinHead } from './SkinHead';
import { browseUrl } from './skins-api';
import { detailLoader, type DetailData } from './detail-loader';
import { useDetailKeys } from './use-detail-keys';
import { SkinsNotFound } from './SkinsNotFound';
import { paths } from '../../../shared/paths';
import classes from './skins.module.css';

export const loader = detailLoader;

function FeatureBadges({ skin }: { skin: Skin }) {
  const flags = [skin.new_animations, skin.new_effects, skin.new_recall, skin.new_voice, skin.new_quotes];
  const features = FEATURE_NAMES.filter((_, i) => flags[i]);
  if (!skin.features_known) return <Text className={classes.muted}>No source lists this skin's features yet.</Text>;
  if (features.length === 0) return <Text>This skin has no new features.</Text>;
  return (
    <Group gap="xs">
      {features.map((feature) => (
        <Badge key={feature} component={Link} to={browseUrl('features', feature)} variant="filled" style={{ cursor: 'pointer' }}>
          {feature}
        </Badge>
      ))}
    </Group>
  );
}

/** What one skin adds to an account in euros, composed by the app from the League calculator (features never import each other). */
export type SkinValuation = ComponentType<{ rarity: string }>;

/** What a buyer looks for first, before the lore; on a phone all of it fits in the first screen. */
function SkinSummary({ skin, Value }: { skin: Skin; Value: SkinValuation | undefined }) {
  const price = priceValue(skin);
  return (
    <Stack gap="xs">
      <Group align="center" wrap="nowrap" gap="md">
        <div className={classes.detailTile}>
          <SkinImage src={skin.tile_path} alt={`${skin.name} tile`} width={96} height={96} placeholder="No Image" eager />
        </div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {skin.name}
        </Title>
      </Group>
      <Group gap="xs" align="center" data-testid="skin-summary">
        {price !== UNKNOWN ? (
          <Text fw={700} fz="lg" data-testid="skin-price">
            {priceLabel(price)}
          </Text>
        ) : null}
        {Value ? (
          <Text fz="sm" className={classes.muted} data-testid="skin-euro">
            <Value rarity={skin.rarity} />
          </Text>
        ) : null}
        {skin.rarity ? (
          <Badge component={Link} to={browseUrl('rarity', skin.rarity)} variant="default" leftSection={<RarityIcon rarity={skin.rarity} />}>
            {skin.rarity}
          </Badge>
        ) : null}
      </Group>
      <OwnedToggle riotId={skin.riot_id} name={skin.name} rarity={skin.rarity} withLabel />
      <Text data-testid="skin-lore">{skin.description ?? 'No description available for this skin.'}</Text>
    </Stack>
  );
}

function SkinDetail({ skin, from, Value }: { skin: Skin; from: string | null; Value: SkinValuation | undefined }) {
  useDetailKeys(skin.riot_id, from);
  return (
    <Stack gap="lg">
      <SkinHead skin={skin} />
      <SkinSummary skin={skin} Value={Value} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>
          <SkinImage
            src={skin.splash_path}
            alt={`${skin.name} splash art`}
            width={1215}
            height={717}
            sizes="(min-width: 62em) min(50vw, 640px), calc(100vw - 32px)"
            placeholder="No Splash Art Available"
            eager
          />
          <Paper withBorder p="md" radius="md" mt="md">
            <FeatureBadges skin={skin} />
          </Paper>
        </div>
        <DetailsPanel skin={skin} />
      </SimpleGrid>
      <ChromaList chromas={skin.chromas} />
      {skin.videos.length > 0 ? (
        <section aria-labelledby="videos-heading">
          <Title order={2} size="h3" id="videos-heading" mb="sm">
            Videos
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {skin.videos.map((url, i) => (
              <iframe
                key={url}
                src={url}
                title={`${skin.name} video ${i + 1}`}
                width="560"
                height="315"
                style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0 }}
                loading="lazy"
                allowFullScreen
              />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
      <RelatedSkins skin={skin} />
    </Stack>
  );
}

export default function DetailPage({ valuation }: { valuation?: SkinValuation }) {
  const data = useLoaderData<DetailData>();
  const location = useLocation();
  const { id = '' } = useParams();
  useFooterTag('League of Legends');
  const from = (location.state as { from?: string } | null)?.from ?? null;
  if (!data.skin && data.notFound) return <SkinsNotFound title="Skin not found" sentence={`There is no skin with the id '${id}'.`} />;
  return (
    <Container size="xl" py="lg">
      {data.skin ? (
        <SkinDetail key={data.skin.riot_id} skin={data.skin} from={from} Value={valuation} />
      ) : (
        <Alert color="red" role="alert" title={`Error: ${data.error}`}>
          <Link to={paths.skins}>Browse all skins</Link>
        </Alert>
      )}
    </Container>
  );
}
