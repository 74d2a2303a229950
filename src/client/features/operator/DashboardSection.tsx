import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import section from './section.module.css';

interface Props {
  title: string;
  subtitle?: ReactNode;
  dirty?: boolean;
  /** Sections start collapsed (decision 0006) unless a page says otherwise. */
  defaultOpen?: boolean;
  /** Brought into view once mounted (the page's address named it). */
  scrollIntoView?: boolean;
  permalink?: string;
  children: ReactNode;
}

/** The body mounts only while open, so the owner must hold any edits above it. */
export function DashboardSection({ title, subtitle, dirty, defaultOpen = false, scrollIntoView = false, permalink, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // (The test DOM has no scrolling: the call is optional there.)
    if (scrollIntoView) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [scrollIntoView]);
  return (
    <Paper ref={ref} component="section" withBorder radius="md" className={section.section} aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Box miw={0}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} className={section.title}>
              {title}
            </Title>
            {permalink && (
              <Anchor component={Link} to={permalink} size="sm" aria-label={`Link to ${title}`}>
                Link
              </Anchor>
            )}
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
