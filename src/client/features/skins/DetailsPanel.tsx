import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Paper, Table, Text } from '@mantine/core';
import type { Skin } from '../../../shared/api/skins';
import { formatReleaseDate, priceLabel, priceValue, UNKNOWN } from '../../../shared/skin-text';
import { browseUrl } from './skins-api';

const links = (category: string, values: string[], empty: string): ReactNode =>
  values.length === 0
    ? empty
    : values.map((value, i) => (
        <span key={value}>
          {i > 0 ? ', ' : ''}
          <Link to={browseUrl(category, value)}>{value}</Link>
        </span>
      ));

export function DetailsPanel({ skin }: { skin: Skin }) {
  const year = /^\d{4}/.exec(skin.release_date ?? '')?.[0];
  const price = priceValue(skin);
  const rows: [string, ReactNode][] = [
    ['Champion', <Link to={browseUrl('champion', skin.league_champion.name)}>{skin.league_champion.name}</Link>],
    [
      'Release Date',
      year && year !== '0000' ? <Link to={browseUrl('releaseDate', year)}>{formatReleaseDate(skin.release_date)}</Link> : UNKNOWN,
    ],
  ];
  if (price !== UNKNOWN) {
    const derived = skin.cost_source === 'derived' ? ' (derived from rarity)' : '';
    rows.push([
      'Price',
      <>
        <Link to={browseUrl('price', price)}>{priceLabel(price)}</Link>
        {derived}
      </>,
    ]);
  }
  if (skin.rarity) rows.push(['Rarity', <Link to={browseUrl('rarity', skin.rarity)}>{skin.rarity}</Link>]);
  if (skin.availability) rows.push(['Availability', <Link to={browseUrl('availability', skin.availability)}>{skin.availability}</Link>]);
  if (skin.distribution) rows.push(['Distribution', skin.distribution]);
  const loot = skin.loot_eligible === null ? UNKNOWN : skin.loot_eligible ? 'Yes' : 'No';
  rows.push(['Lootable', <Link to={browseUrl('lootable', loot)}>{loot}</Link>]);
  rows.push(['Voice Actors', links('voiceActors', skin.voice_actors, UNKNOWN)]);
  rows.push(['Splash Artists', links('splashArtists', skin.splash_artists, UNKNOWN)]);
  rows.push(['Skinlines', links('skinlines', skin.skinlines, 'None')]);
  return (
    <Paper withBorder p="md" radius="md">
      <Text component="h2" fw={700} fz="lg" mb="xs">
        Details
      </Text>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
