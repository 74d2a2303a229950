import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { toast } from 'react-toastify';
import { staticPages } from '../../lib/site-pages';
import { PageMetaTags } from '../../components/PageMetaTags';
import { login } from '../../../shared/api/auth';
import { callApi } from '../../lib/api-client';
import { paths } from '../../../shared/paths';

const meta = staticPages.find((p) => p.pattern === paths.login) ?? { title: 'Dashboard Login', description: 'Operator sign-in.' };

export default function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

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
      const message = error instanceof Error ? error.message : String(error);
      setRefusal(message);
      toast.error(message, { toastId: 'login-refused' });
      setBusy(false);
    }
  };

  return (
    <Container size={420} py={64}>
      <PageMetaTags page={meta} />
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} ta="center" fz={28}>
              Dashboard Login
            </Title>
            {refusal && (
              <Alert color="red" variant="light" role="alert">
                {refusal}
              </Alert>
            )}
            <TextInput
              label="Username"
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
            />
            <PasswordInput
              label="Key"
              name="key"
              autoComplete="current-password"
              value={key}
              onChange={(e) => setKey(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy} fullWidth>
              Login
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
