import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { paths } from '../../../shared/paths';
import { PageMetaTags } from '../../components/PageMetaTags';
import { DashboardHeader } from './DashboardHeader';
import { useOperatorLogout } from './use-operator-logout';

interface Props {
  /** The page's tab title and description (its entry in content/site-texts.json). */
  page: { title: string; description: string };
  /** How a failed logout is said (the skin pages use their own toasts). */
  onLogoutError?: (message: string) => void;
  children?: ReactNode;
}

export function OperatorSubpageHeader({ page, onLogoutError, children }: Props) {
  const { loggingOut, doLogout } = useOperatorLogout(onLogoutError);
  return (
    <>
      <PageMetaTags page={page} />
      <DashboardHeader username={undefined} loggingOut={loggingOut} onLogout={() => void doLogout()}>
        <Button component={Link} to={paths.dashboard} variant="default">
          Back to Dashboard
        </Button>
        {children}
      </DashboardHeader>
    </>
  );
}
