import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ConverterDefinition } from '../../../engine/converter-types';
import { partnerBanners } from '../../lib/site-config';
import { useSiteLinks } from '../../lib/site-links';
import { PageMetaTags } from '../../components/PageMetaTags';
import { SideBanner, SideColumns } from '../../components/SideColumns';
import { useFooterTag } from '../../components/footer-tag-context';
import { ConverterFields } from './ConverterFields';
import { PackTable, SpendTable } from './PackTable';
import { PayoutNote, RateNote } from './RateNotes';
import { useLinkedAmounts } from './use-linked-amounts';
import classes from './ConverterPage.module.css';

function Converter({ converter }: { converter: ConverterDefinition }) {
  const state = useLinkedAmounts(converter);
  const { unit } = converter;
  useFooterTag(converter.footerTag);
  const partners = partnerBanners(useSiteLinks());
  // Only the configured partners; with none, no side columns at all.
  const banners = converter.page?.partnerBanners && (partners.left || partners.right) ? partners : null;
  return (
    <SideColumns
      left={banners ? banners.left && <SideBanner {...banners.left} /> : undefined}
      right={banners ? banners.right && <SideBanner {...banners.right} /> : undefined}
    >
      <PageMetaTags page={converter.meta} />
      <Stack gap="lg" miw={0} maw={860} mx="auto" w="100%">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {converter.heading}
          </Title>
          <Text className={classes.muted} mt={4}>
            Type an amount of {unit.plural} to see its price, or an amount of money to see how many {unit.plural} it buys.
          </Text>
        </div>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
          <ConverterFields converter={converter} state={state} />
          <Text size="sm" className={classes.muted} mt="sm">
            1 {unit.singular} = {state.currency.rate} {state.currency.value}
          </Text>
        </Paper>
        <RateNote converter={converter} />
        <PayoutNote converter={converter} units={state.units} />
        <PackTable converter={converter} currency={state.currency} />
        <SpendTable converter={converter} currency={state.currency} />
      </Stack>
    </SideColumns>
  );
}

export function ConverterPage({ converter }: { converter: ConverterDefinition }) {
  // A new converter starts with empty fields, not the previous page's amounts.
  return <Converter key={converter.id} converter={converter} />;
}
