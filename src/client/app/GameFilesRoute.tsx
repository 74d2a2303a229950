import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Container, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { gameFilesCheck } from '../../shared/api/game-files';
import { paths } from '../../shared/paths';
import siteTexts from '../../../content/site-texts.json';
import { ApiError } from '../lib/api-client';
import { useEndpoint } from '../lib/use-endpoint';
import { GameFilePreview } from './GameFilePreview';
import { OperatorSubpageHeader } from '../features/operator/OperatorSubpageHeader';

/**
 * /dashboard/games: the author's live preview. The server checks schemas/games as it is on disk
 * at every call; the page asks again every two seconds, so saving the file in the editor is enough.
 */
export default function GameFilesRoute() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { data, error } = useEndpoint(gameFilesCheck, {}, { refreshInterval: 2000, keepPreviousData: true });
  const loginNeeded = error instanceof ApiError && error.code === 'LOGIN_REQUIRED';
  useEffect(() => {
    if (loginNeeded) navigate(paths.login, { replace: true });
  }, [loginNeeded, navigate]);

  const files = data?.files ?? [];
  const chosen = files.find((f) => f.file === search.get('file')) ?? files.find((f) => f.problems.length) ?? files[0];
  return (
    <>
      <OperatorSubpageHeader page={siteTexts.pages.dashboardGames} />
      <Container component="main" id="main" size="lg" pb="xl" w="100%">
        <Title order={1} fz={{ base: 26, sm: 32 }} mb="xs">
          Game Files
        </Title>
        <Text c="dimmed" mb="md">
          schemas/games as it is on disk, checked again every two seconds. Guide: docs/add-a-game.md.
        </Text>
        {error && !loginNeeded && (
          <Alert color="orange" mb="md" title="The check could not run">
            {error.message} (is the API running?)
          </Alert>
        )}
        {!data && !error && <Loader aria-label="Loading the game files" />}
        {chosen && (
          <Stack gap="md">
            <NativeSelect
              label="Game file"
              maw={360}
              value={chosen.file}
              onChange={(event) => setSearch({ file: event.currentTarget.value }, { replace: true })}
              data={files.map((f) => ({
                value: f.file,
                label: `${f.file}: ${f.problems.length ? `${f.problems.length} problem(s)` : 'passes'}`,
              }))}
            />
            <GameFilePreview file={chosen} />
          </Stack>
        )}
      </Container>
    </>
  );
}
