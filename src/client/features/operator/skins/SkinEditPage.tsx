import { useState } from 'react';
import { revisionsOf } from '../../../../shared/api/revisions';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  SKIN_OPERATOR_MESSAGES,
  operatorSkin,
  saveOperatorSkin,
  skinRevisions,
  type OperatorSkin,
} from '../../../../shared/api/skin-operator';
import { href } from '../../../../shared/api/endpoint';
import { callApi, errorText } from '../../../lib/api-client';
import { paths } from '../../../../shared/paths';
import siteTexts from '../../../../../content/site-texts.json';
import { PageMetaTags } from '../../../components/PageMetaTags';
import { DashboardHeader } from '../DashboardHeader';
import { LeaveGuard, LeaveModal } from '../LeaveGuard';
import { SkinEditFields } from './SkinEditFields';
import { VideoEditor } from './VideoEditor';
import { DraftConflict, reportUnlessConflict } from '../ConflictPanel';
import { RevisionHistory } from '../RevisionHistory';
import { ifMatch } from '../revision-call';
import { useDraft } from '../use-draft';
import { formErrors, formOf, sameForm, saveBody, type SkinForm } from './skin-form';
import { skinToast } from './skin-toast';
import { useOperatorLogout } from '../use-operator-logout';
import classes from './skin-operator.module.css';

/** The splash in a fixed box; without one, or when it fails to load, the spec's 'No Splash Art Available'. */
function Splash({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className={classes.splash} role="img" aria-label={`${name}: No Splash Art Available`}>
        <Text c="dimmed" ta="center" pt="xl" aria-hidden="true">
          No Splash Art Available
        </Text>
      </div>
    );
  }
  return <img className={classes.splash} src={src} alt={`${name} splash art`} width={1215} height={717} onError={() => setFailed(src)} />;
}

const meta = siteTexts.pages.dashboardSkin;

/** /dashboard/skins/{riot_id}: edits held in a draft until 'Save Changes' (decisions 0020, 0032), stored as overrides. */
export default function SkinEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { loggingOut, leaving, doLogout } = useOperatorLogout(skinToast.error);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const draft = useDraft<OperatorSkin, SkinForm>({
    key: href(operatorSkin, { params: { riotId: id } }),
    fetcher: () => callApi(operatorSkin, { params: { riotId: id } }),
    draftOf: formOf,
    same: sameForm,
    send: async (form, base) => {
      const reply = await callApi(saveOperatorSkin, { params: { riotId: id }, body: saveBody(form), headers: ifMatch(base.revision) });
      skinToast.success(SKIN_OPERATOR_MESSAGES.saved);
      return reply;
    },
    onError: (error) => {
      skinToast.error(errorText(error));
      navigate(paths.login, { replace: true });
    },
  });
  const view = draft.stored;
  const form = draft.value;

  const save = async () => {
    if (!form || Object.keys(formErrors(form)).length > 0) return skinToast.error('Fix the highlighted fields before saving.');
    await draft.save(form).catch(reportUnlessConflict(skinToast.error));
  };

  const header = (
    <DashboardHeader username={undefined} loggingOut={loggingOut} onLogout={() => (draft.dirty ? setConfirmLogout(true) : void doLogout())}>
      <Button component={Link} to={paths.dashboardSkins} variant="default">
        Back to Skins
      </Button>
    </DashboardHeader>
  );
  if (!view || !form) {
    return (
      <>
        <PageMetaTags page={meta} />
        {header}
        <Container component="main" id="main" size="lg">
          <Text role="status">Loading...</Text>
        </Container>
      </>
    );
  }
  const { skin } = view;
  return (
    <>
      <PageMetaTags page={{ ...meta, title: `Edit ${skin.name}` }} />
      {header}
      <Container component="main" id="main" size="lg" pb="xl" w="100%">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {skin.name}
        </Title>
        <Text c="dimmed" mb="md">
          {skin.league_champion.name} · riot_id {skin.riot_id}
          {view.missing_since ? ' · no longer in the sources' : ''}
        </Text>
        <DraftConflict draft={draft} onError={skinToast.error} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Splash src={skin.splash_path} name={skin.name} />
          <Paper withBorder radius="md" p="md">
            <SkinEditFields view={view} form={form} onChange={draft.change} />
          </Paper>
        </SimpleGrid>
        <Paper withBorder radius="md" p="md" mt="lg">
          <VideoEditor skinName={skin.name} videos={form.videos} onChange={(videos) => draft.change({ ...form, videos })} />
        </Paper>
        <Stack gap={4} mt="lg">
          <Group gap="sm">
            <Button onClick={() => void save()} loading={draft.saving}>
              Save Changes
            </Button>
            <Button component={Link} to={paths.dashboardSkins} variant="default">
              Back to Skins
            </Button>
            <Button variant="default" onClick={() => setHistoryOpen((open) => !open)} aria-expanded={historyOpen}>
              History
            </Button>
          </Group>
          {view.updated_by && view.updated_at && (
            <Text size="xs" c="dimmed">
              Last edited by {view.updated_by}, {new Date(view.updated_at).toLocaleString('en-GB')}
            </Text>
          )}
        </Stack>
        {historyOpen && (
          <Stack mt="md">
            <RevisionHistory revisions={revisionsOf(skinRevisions, { riotId: id })} onRestored={() => void draft.refresh()} />
          </Stack>
        )}
      </Container>
      <LeaveGuard dirty={draft.dirty} bypass={leaving} />
      <LeaveModal opened={confirmLogout} action="Log out" onStay={() => setConfirmLogout(false)} onLeave={() => void doLogout()} />
    </>
  );
}
