import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { Alert, Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { toast } from 'react-toastify/unstyled';
import { PageMetaTags } from '../../components/PageMetaTags';
import { login } from '../../../shared/api/auth';
import { callApi, errorText } from '../../lib/api-client';
import { paths } from '../../../shared/paths';
import type { PageFormState } from '../../../shared/page-form';
import siteTexts from '../../../../content/site-texts.json';

/**
 * The operator's sign-in. Before its script loads the form posts itself to the server (POST /login,
 * decision 0040), which redirects to the dashboard or renders this page again with the refusal and
 * the username (the loader's data); once hydrated it calls the API and says a refusal in a toast.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const refused = useLoaderData() as PageFormState | null | undefined;
  const [username, setUsername] = useInputState(refused?.fields.username ?? '');
  const [key, setKey] = useInputState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(refused?.refusal ?? null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // As the spec asks (decision 0006): with nothing typed the submit does nothing at all.
    if ((!username && !key) || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await callApi(login, { body: { username, key } });
      navigate(paths.dashboard);
    } catch (error) {
      const message = errorText(error);
      setRefusal(message);
      toast.error(message, { toastId: 'login-refused' });
      setBusy(false);
    }
  };

  return (
    <Container size={420} py={64}>
      <PageMetaTags page={siteTexts.pages.login} />
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {/* A POST to this page, never a GET: the key must not travel in the address. */}
        <form method="post" action={paths.login} onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} ta="center" fz={28}>
              Dashboard Login
            </Title>
            {refusal && (
              <Alert color="red" variant="light" role="alert">
                {refusal}
              </Alert>
            )}
            <TextInput label="Username" name="username" autoComplete="username" value={username} onChange={setUsername} />
            <PasswordInput label="Key" name="key" autoComplete="current-password" value={key} onChange={setKey} />
            <Button type="submit" loading={busy} fullWidth>
              Login
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
