import { useState } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_VIDEOS, SKIN_EDIT_MESSAGES, SKIN_FIELD_LABELS, VIDEO_URL_MAX, checkSkinEdits } from '../../../../shared/api/skin-operator';
import { parseVideoUrl } from '../../../../shared/skin-videos';
import classes from './skin-operator.module.css';

interface Props {
  skinName: string;
  videos: string[];
  onChange: (videos: string[]) => void;
}

/** Why a link cannot be added, in the server's words, or null; an empty field is simply ignored (decision 0020). */
function refusal(url: string, videos: string[]): string | null {
  if (videos.length >= MAX_VIDEOS) return SKIN_EDIT_MESSAGES.tooManyVideos;
  const checked = checkSkinEdits({ videos: [...videos, url] });
  return 'problem' in checked ? checked.problem : null;
}

export function VideoEditor({ skinName, videos, onChange }: Props) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    if (!url.trim()) return;
    const problem = refusal(url, videos);
    setError(problem);
    if (problem) return;
    onChange([...videos, parseVideoUrl(url)!.embedUrl]);
    setUrl('');
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="videos-heading">
      <Title order={2} fz="lg" id="videos-heading">
        {SKIN_FIELD_LABELS.videos}
      </Title>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Video URL"
          placeholder="https://www.youtube.com/watch?v=…"
          value={url}
          maxLength={VIDEO_URL_MAX}
          error={error}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button onClick={add} mt={25}>
          Add
        </Button>
      </Group>
      {videos.length === 0 ? (
        <Text size="sm" c="dimmed">
          No videos yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {videos.map((video, i) => (
            <Paper component="li" key={video} withBorder p="xs" radius="sm">
              <iframe
                className={classes.embed}
                src={video}
                title={`${skinName} video ${i + 1} preview`}
                width={560}
                height={315}
                loading="lazy"
                allowFullScreen
              />
              <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                <Anchor href={video} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {video}
                </Anchor>
                <Button
                  variant="outline"
                  color="red.9"
                  size="compact-sm"
                  onClick={() => onChange(videos.filter((v) => v !== video))}
                  aria-label={`Remove video ${i + 1}`}
                  style={{ flexShrink: 0 }}
                >
                  Remove
                </Button>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
