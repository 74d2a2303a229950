import { Link } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../shared/paths';

interface SkinsNotFoundProps {
  /** The heading and the tab's title, e.g. 'Skin not found'. */
  title: string;
  sentence: string;
}

/** A catalogue address with nothing behind it (the server answers it with 404): what is missing and the way back. */
export function SkinsNotFound({ title, sentence }: SkinsNotFoundProps) {
  return (
    <Container size="sm" py={64}>
      <title>{title}</title>
      <meta name="description" content={sentence} />
      <meta name="robots" content="noindex" />
      <Stack align="flex-start">
        <Text c="dimmed" fw={700}>
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text>{sentence}</Text>
        <Button component={Link} to={paths.skins}>
          Browse all skins
        </Button>
      </Stack>
    </Container>
  );
}
