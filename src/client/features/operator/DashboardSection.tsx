import { useId, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

interface Props {
  title: string;
  /** A short line under the title, e.g. when the prices were last changed. */
  subtitle?: ReactNode;
  dirty?: boolean;
  /** Sections start collapsed (decision 0006) unless a page says otherwise. */
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * One collapsible dashboard section. Each starts collapsed and opens on its own (decision 0006).
 * The body mounts only while open, so the owner must hold any edits above it.
 */
export function DashboardSection({ title, subtitle, dirty, defaultOpen = false, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Box miw={0}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
              {title}
            </Title>
            {dirty && (
              <Badge color="orange" variant="light">
                Unsaved changes
              </Badge>
            )}
          </Group>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Box>
        <Button
          variant={open ? 'default' : 'outline'}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={bodyId}
          style={{ flexShrink: 0 }}
        >
          {open ? 'Collapse' : 'Expand'}
        </Button>
      </Group>
      {open && (
        <Stack id={bodyId} mt="md" gap="md">
          {children}
        </Stack>
      )}
    </Paper>
  );
}
