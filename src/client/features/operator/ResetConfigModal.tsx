import { ConfirmModal } from './ConfirmModal';

interface Props {
  opened: boolean;
  gameName: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a game's prices are replaced by its defaults; the change cannot be undone. */
export function ResetConfigModal({ opened, gameName, onCancel, onConfirm }: Props) {
  return (
    <ConfirmModal
      opened={opened}
      title={`Reset ${gameName} prices?`}
      cancelLabel="Cancel"
      confirmLabel="Reset to defaults"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      Every multiplier, list and amount of {gameName} goes back to its default, and visitors get the default prices at once. Unsaved edits
      in this section are discarded.
    </ConfirmModal>
  );
}
