import { useState, type ReactNode } from 'react';
import { Button, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AVAILABILITY_GROUP_LABELS, type CollectionSummary as Summary } from '../../../../shared/api/skin-collection';
import { NO_RARITY } from '../../../../shared/skin-text';
import { BarList } from './BarList';
import { formatRp, skinCount } from '../../../../shared/collection-format';
import { groupDigits } from '../../../../shared/counts';
import classes from './collection.module.css';

const CHAMPIONS_SHOWN = 8;

const countAndRp = ({ skins, rp }: { skins: number; rp: number }) => (rp > 0 ? `${skinCount(skins)} · ${formatRp(rp)}` : skinCount(skins));

function Stat({ label, value, note, testId }: { label: string; value: ReactNode; note?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" fw={600} className={classes.muted}>
        {label}
      </Text>
      {/* A div: the euro value brings a paragraph of its own, which a <p> may not hold (the browser would split it and hydration fail). */}
      <Text component="div" fz={26} fw={800} data-testid={testId}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" className={classes.muted}>
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Prices in other currencies and skins without a price, listed apart from the RP total (never converted). */
function NotInRp({ summary }: { summary: Summary }) {
  if (summary.otherCurrencies.length === 0 && summary.unpriced === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Not counted in RP">
      <Title order={2} size="h4" mb="xs">
        Not counted in RP
      </Title>
      <List size="sm" spacing={4}>
        {summary.otherCurrencies.map((c) => (
          <List.Item key={c.currency}>
            {skinCount(c.skins)} priced in {c.currency}: {groupDigits(c.amount)} {c.currency}
          </List.Item>
        ))}
        {summary.unpriced > 0 ? <List.Item>{skinCount(summary.unpriced)} without a known price</List.Item> : null}
      </List>
    </Paper>
  );
}

export function CollectionSummary({ summary, valuation }: { summary: Summary; valuation: ReactNode }) {
  const [allChampions, setAllChampions] = useState(false);
  const { rp } = summary;
  const champions = allChampions ? summary.champions : summary.champions.slice(0, CHAMPIONS_SHOWN);
  const availability = summary.availability.filter((a) => a.group !== 'unknown' || a.skins > 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Stat label="Skins owned" value={groupDigits(summary.skins)} testId="owned-skins" />
        <Stat label="Chromas owned" value={groupDigits(summary.chromas)} testId="owned-chromas" />
        <Stat
          label="Total RP value"
          value={formatRp(rp.total)}
          testId="total-rp"
          note={
            rp.derived > 0
              ? `${skinCount(rp.skins)}; ${formatRp(rp.derived)} of it from ${rp.derivedSkins} ${rp.derivedSkins === 1 ? 'price' : 'prices'} derived from rarity`
              : `${skinCount(rp.skins)} priced in RP`
          }
        />
        <Stat label="Euro value" value={valuation} />
      </SimpleGrid>
      <NotInRp summary={summary} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <BarList
          title="Still buyable, legacy or limited"
          total={summary.skins}
          bars={availability.map((a) => ({ label: AVAILABILITY_GROUP_LABELS[a.group], value: a.skins, detail: countAndRp(a) }))}
        />
        <BarList
          title="By rarity"
          total={summary.skins}
          bars={summary.rarities.map((r) => ({ label: r.rarity || NO_RARITY, value: r.skins, detail: countAndRp(r) }))}
        />
        <BarList
          title="By champion"
          total={summary.champions[0]?.skins ?? 0}
          bars={champions.map((c) => ({ label: c.champion, value: c.skins, detail: skinCount(c.skins) }))}
          footer={
            summary.champions.length > CHAMPIONS_SHOWN ? (
              <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setAllChampions((all) => !all)}>
                {allChampions ? `Show the first ${CHAMPIONS_SHOWN}` : `Show all ${summary.champions.length} champions`}
              </Button>
            ) : null
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
