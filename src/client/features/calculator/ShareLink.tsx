import { Button, CopyButton, Group, TextInput } from '@mantine/core';

/** The link that reopens this calculation, with a 'Copy link' button. */
export function ShareLink({ url }: { url: string }) {
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <TextInput
        label="Share this result"
        value={url}
        readOnly
        style={{ flex: 1 }}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="share-url"
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
