import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  gameName: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a game's prices are replaced by its defaults; the change cannot be undone. */
export function ResetConfigModal({ opened, gameName, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={`Reset ${gameName} prices?`} centered>
      <Text size="sm">
        Every multiplier, list and amount of {gameName} goes back to its default, and visitors get the
        default prices at once. Unsaved edits in this section are discarded.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>Cancel</Button>
        <Button color="red" onClick={onConfirm}>Reset to defaults</Button>
      </Group>
    </Modal>
  );
}
