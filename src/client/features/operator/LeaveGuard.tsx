import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './ConfirmModal';

interface Props {
  dirty: boolean;
  /** Set to true right before a deliberate navigation (logout) so it is not stopped. */
  bypass: RefObject<boolean>;
}

/** The browser's own prompt when the tab is closed or reloaded; a modal for a link inside the site. */
export function LeaveGuard({ dirty, bypass }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <LeaveModal opened={blocker.state === 'blocked'} action="Leave" onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
  );
}

interface LeaveModalProps {
  opened: boolean;
  action: string;
  onStay: () => void;
  onLeave: () => void;
}

export function LeaveModal({ opened, action, onStay, onLeave }: LeaveModalProps) {
  return (
    <ConfirmModal
      opened={opened}
      title="Leave without saving?"
      cancelLabel="Stay on this page"
      confirmLabel={action}
      onCancel={onStay}
      onConfirm={onLeave}
    >
      Some sections have changes that are not saved. Leaving this page discards them.
    </ConfirmModal>
  );
}
