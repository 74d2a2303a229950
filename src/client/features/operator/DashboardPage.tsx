import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Container, Stack, Title } from '@mantine/core';
import { dashboard, dashboardConfig } from '../../../shared/api/dashboard';
import { useEndpoint } from '../../lib/use-endpoint';
import { PageMetaTags } from '../../components/PageMetaTags';
import { BannersSection } from './BannersSection';
import { DashboardHeader } from './DashboardHeader';
import { GameConfigSection, loadConfigForm } from './GameConfigSection';
import { LeaveGuard, LeaveModal } from './LeaveGuard';
import { WasteBannerSection } from './WasteBannerSection';
import { useOperatorLogout } from './use-operator-logout';
import { paths } from '../../../shared/paths';
import siteTexts from '../../../../content/site-texts.json';

const meta = siteTexts.pages.dashboard;

/**
 * Any failure to load (no session, expired session, server down) sends the visitor to /login
 * (decision 0006). Every section keeps its own draft and saves on its own.
 */
export default function DashboardPage() {
  const navigate = useNavigate();
  // /dashboard/prices/<game id>: that game's prices open, scrolled to.
  const { gameId } = useParams();
  const { data } = useEndpoint(dashboard, {}, { onError: () => navigate(paths.login, { replace: true }), shouldRetryOnError: false });
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const [confirmLogout, setConfirmLogout] = useState(false);
  // Opened at one game: its form is loaded alongside the data, and the page drawn once both are here.
  const [formReady, setFormReady] = useState(!gameId);
  useEffect(() => {
    if (gameId) void loadConfigForm().then(() => setFormReady(true));
  }, [gameId]);
  const { loggingOut, leaving, doLogout } = useOperatorLogout();

  const onDirtyChange = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((keys) => {
      if (keys.has(key) === dirty) return keys;
      const next = new Set(keys);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const logout = () => {
    setConfirmLogout(false);
    void doLogout();
  };

  if (!data || !formReady) return <PageMetaTags page={meta} />;
  const dirty = dirtyKeys.size > 0;
  return (
    <>
      <PageMetaTags page={meta} />
      <DashboardHeader
        username={data.operator?.username}
        loggingOut={loggingOut}
        onLogout={() => (dirty ? setConfirmLogout(true) : logout())}
      >
        <Button component={Link} to={paths.dashboardActivity} variant="default">
          Activity
        </Button>
        <Button component={Link} to={paths.dashboardSkins} variant="default">
          Skin Dashboard
        </Button>
        <Button component={Link} to={paths.dashboardGames} variant="default">
          Game Files
        </Button>
      </DashboardHeader>
      <Container component="main" id="main" size="lg" pb="xl" w="100%">
        <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
          Dashboard
        </Title>
        <Stack gap="md">
          <BannersSection initial={data.banners} onDirtyChange={onDirtyChange} />
          <WasteBannerSection initial={data.wasteBanner} onDirtyChange={onDirtyChange} />
          {data.games.map((game) => (
            <GameConfigSection
              key={game.id}
              game={game}
              config={dashboardConfig(data, game)}
              onDirtyChange={onDirtyChange}
              opened={game.id === gameId}
            />
          ))}
        </Stack>
      </Container>
      <LeaveGuard dirty={dirty} bypass={leaving} />
      <LeaveModal opened={confirmLogout} action="Log out" onStay={() => setConfirmLogout(false)} onLeave={logout} />
    </>
  );
}
