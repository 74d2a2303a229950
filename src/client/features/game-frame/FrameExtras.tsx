import { Anchor, Button, CopyButton, Group, Paper, Text } from '@mantine/core';
import { BOOSTING_DISCOUNT_PERCENT, newTab } from '../../lib/site-config';
import { useSiteLinks } from '../../lib/site-links';

export function DonationLine() {
  const { supportUrl } = useSiteLinks();
  if (!supportUrl) return null;
  return (
    <Text ta="center" size="sm" c="dimmed" data-testid="donation-line">
      Free to use, no sign-up. If the calculator helped you, you can keep it running by{' '}
      <Anchor href={supportUrl} {...newTab} fw={600}>
        supporting us on Patreon
      </Anchor>
      .
    </Text>
  );
}

export function BoostingPromo() {
  const { boosting } = useSiteLinks();
  if (!boosting) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="boosting-promo">
      <Group justify="space-between" gap="md">
        <div>
          <Text fw={700}>Climbing instead of buying?</Text>
          <Text size="sm">
            Our boosting partner gives you {BOOSTING_DISCOUNT_PERCENT}% off with the code{' '}
            <Text span fw={700} ff="monospace">
              {boosting.discountCode}
            </Text>
            .
          </Text>
        </div>
        <Group gap="xs">
          <CopyButton value={boosting.discountCode} timeout={2000}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-live="polite">
                {copied ? 'Code copied' : 'Copy code'}
              </Button>
            )}
          </CopyButton>
          <Button component="a" href={boosting.url} {...newTab}>
            Get {BOOSTING_DISCOUNT_PERCENT}% off
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** A pointer to a site about the game's characters (the game file's `page.charactersSite`). */
export function CharactersLink({ site, gameName }: { site: { url: string; name: string }; gameName: string }) {
  return (
    <Text size="sm" ta="center">
      Not sure which heroes you own? Look them up on{' '}
      <Anchor href={site.url} {...newTab}>
        {site.name}
      </Anchor>{' '}
      to see every {gameName} character.
    </Text>
  );
}
