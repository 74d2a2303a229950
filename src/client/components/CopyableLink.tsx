import { Button, CopyButton, Group, TextInput } from '@mantine/core';

export function CopyableLink({ label, url, testId }: { label: string; url: string; testId: string }) {
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <TextInput
        label={label}
        value={url}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(e) => e.currentTarget.select()}
        data-testid={testId}
      />
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'light' : 'default'} color={copied ? 'teal' : undefined} onClick={copy} miw={110}>
            {copied ? 'Copied!' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
