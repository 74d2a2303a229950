import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Container, Stack, Title } from '@mantine/core';
import { SKIN_OPERATOR_MESSAGES, postSkinSync } from '../../../../shared/api/skin-operator';
import { callApi, errorText } from '../../../lib/api-client';
import { paths } from '../../../../shared/paths';
import siteTexts from '../../../../../content/site-texts.json';
import { DashboardSection } from '../DashboardSection';
import { SkinBrowser } from './SkinBrowser';
import { SyncPanel } from './SyncPanel';
import { skinToast } from './skin-toast';
import { useSyncRuns } from './use-sync-runs';
import { OperatorSubpageHeader } from '../OperatorSubpageHeader';

/** /dashboard/skins: start a sync and follow it, and find a skin to edit (spec: Operator skin list). */
export default function SkinListPage() {
  const navigate = useNavigate();
  const { runs, active, failed, refresh } = useSyncRuns();
  const [starting, setStarting] = useState(false);

  const onSync = async () => {
    setStarting(true);
    try {
      await callApi(postSkinSync, { body: {} });
      skinToast.success(SKIN_OPERATOR_MESSAGES.syncStarted);
      refresh();
    } catch (error) {
      skinToast.error(errorText(error));
    } finally {
      setStarting(false);
    }
  };

  const onLoadError = (error: unknown, firstPage: boolean) => {
    skinToast.error(errorText(error));
    if (firstPage) navigate(paths.login, { replace: true });
  };

  return (
    <>
      <OperatorSubpageHeader page={siteTexts.pages.dashboardSkins} onLogoutError={skinToast.error}>
        <Button onClick={() => void onSync()} loading={starting}>
          Sync Skins
        </Button>
      </OperatorSubpageHeader>
      <Container component="main" id="main" size="lg" pb="xl" w="100%">
        <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
          Skin Dashboard
        </Title>
        <Stack gap="md">
          <SyncPanel runs={runs} active={active} failed={failed} />
          <DashboardSection title="Skins" defaultOpen>
            <SkinBrowser onLoadError={onLoadError} />
          </DashboardSection>
        </Stack>
      </Container>
    </>
  );
}
