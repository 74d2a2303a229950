import { useState } from 'react';
import { Box, Button, Center, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { BANNER_FIELD_LABELS, bannerUrlProblem, isSafeBannerUrl, type Banner } from '../../../shared/api/banners';

// White on Mantine's green is below 4.5:1 at this size; this deeper green passes (5.4:1).
export const SHOWN_GREEN = '#237a35';
export const HIDDEN_RED = 'red.8';

interface Props {
  banner: Banner;
  label: string;
  onChange: (banner: Banner) => void;
}

export function BannerEditor({ banner, label, onChange }: Props) {
  const set = (patch: Partial<Banner>) => onChange({ ...banner, ...patch });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{label}</Text>
          <Button
            size="xs"
            color={banner.hidden ? HIDDEN_RED : SHOWN_GREEN}
            aria-pressed={banner.hidden}
            data-tone={banner.hidden ? 'red' : 'green'}
            onClick={() => set({ hidden: !banner.hidden })}
          >
            {banner.hidden ? 'Banner is Hidden' : 'Banner is not Hidden'}
          </Button>
        </Group>
        <TextInput
          label={BANNER_FIELD_LABELS.imageUrl}
          value={banner.imageUrl}
          error={bannerUrlProblem('imageUrl', banner.imageUrl)}
          onChange={(e) => set({ imageUrl: e.currentTarget.value })}
        />
        <TextInput
          label={BANNER_FIELD_LABELS.link}
          value={banner.link}
          error={bannerUrlProblem('link', banner.link)}
          onChange={(e) => set({ link: e.currentTarget.value })}
        />
        <BannerPreview src={banner.imageUrl} label={label} />
      </Stack>
    </Paper>
  );
}

function BannerPreview({ src, label }: { src: string; label: string }) {
  // Remembers which address failed, so typing a new one retries without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = isSafeBannerUrl(src);
  return (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        Preview
      </Text>
      {usable && failedSrc !== src ? (
        <Image
          src={src}
          alt={`${label} preview`}
          radius="sm"
          // Side banners are tall and the waste banner is wide: scale either to fit, never stretch.
          style={{ width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: 200 }}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Center h={80} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Text size="sm" c="dimmed">
            {usable ? 'The image could not be loaded' : 'No image'}
          </Text>
        </Center>
      )}
    </Box>
  );
}
