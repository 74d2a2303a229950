import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SITE_NAME } from '../../lib/page-meta';
import { newTab } from '../../lib/site-config';
import { useSiteLinks } from '../../lib/site-links';
import { useCurrentFooterTag } from '../../components/footer-tag-context';
import type { NavItem } from './nav-links';
import { SocialIcons } from './SocialIcons';
import { paths } from '../../../shared/paths';
import siteTexts from '../../../../content/site-texts.json';
import { KeptFragment } from '../../lib/kept-fragment';

function LinkColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Title>
      <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.to}>
            <Anchor component={Link} to={item.to} size="sm" c="var(--mantine-color-text)">
              {item.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function SiteFooter({ games, currency }: { games: readonly NavItem[]; currency: readonly NavItem[] }) {
  const tag = useCurrentFooterTag();
  const links = useSiteLinks();
  return (
    <KeptFragment
      as="footer"
      name="site-footer"
      deps={[games, currency, tag, links]}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', marginTop: 'var(--mantine-spacing-xl)' }}
    >
      <Container size={1500} py="xl" px={{ base: 'sm', sm: 'md', lg: 'xl' }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <LinkColumn title="Account Calculators" items={games} />
          <LinkColumn title="Currency Calculators" items={currency} />
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed" lts={0.5}>
              Community and tools
            </Title>
            <SocialIcons />
            {links.chatUrl && (
              <Anchor href={links.chatUrl} {...newTab} size="sm">
                Join our Discord community
              </Anchor>
            )}
            {links.partnerEmail && (
              <Anchor href={`mailto:${links.partnerEmail}`} size="sm">
                Partnerships: {links.partnerEmail}
              </Anchor>
            )}
            <Anchor component={Link} to={paths.blog} size="sm">
              Blog Posts
            </Anchor>
            {links.pingTestUrl && (
              <Anchor href={links.pingTestUrl} {...newTab} size="sm">
                Ping test for your game server
              </Anchor>
            )}
            {links.mmrCheckerUrl && (
              <Anchor href={links.mmrCheckerUrl} {...newTab} size="sm">
                MMR checker
              </Anchor>
            )}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap="xs">
          <Text size="xs" c="dimmed" maw={900}>
            {SITE_NAME} is an independent fan project. It is not endorsed by, affiliated with or sponsored by{' '}
            {siteTexts.publishers.join(', ')} or any other game publisher. Game names, artwork and trademarks belong to their owners. Values
            shown are estimates, not offers.
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              © 2024-2025 {SITE_NAME}
            </Text>
            {tag && (
              <Text
                span
                size="sm"
                fw={600}
                px="sm"
                py={2}
                data-testid="footer-tag"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 }}
              >
                {tag}
              </Text>
            )}
          </Group>
        </Stack>
      </Container>
    </KeptFragment>
  );
}
