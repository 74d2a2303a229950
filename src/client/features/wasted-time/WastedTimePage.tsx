import { useCallback, useState } from 'react';
import { useLoaderData, useSearchParams, Link } from 'react-router';
import { Anchor, Stack, Title } from '@mantine/core';
import { toast } from 'react-toastify/unstyled';
import { paths } from '../../../shared/paths';
import { storedAccount, type AccountDetails } from '../../../shared/api/wasted-time';
import { callApi, errorText } from '../../lib/api-client';
import { PageMetaTags } from '../../components/PageMetaTags';
import { SideColumns } from '../../components/SideColumns';
import siteTexts from '../../../../content/site-texts.json';
import { AccountGroup } from './AccountGroup';
import { AccountPanel } from './AccountPanel';
import { Leaderboard } from './Leaderboard';
import { LookupForm } from './LookupForm';
import { WasteBanner } from './WasteBanner';
import { useLookup } from './use-lookup';
import { useAccountGroup } from './use-account-group';
import { ScriptButton } from '../../components/ScriptButton';
import { shouldRevalidateWastedTime, wastedTimeLoader, type WastedTimePageData } from './page-data';
import { withLookup } from './lookup-url';
import { lookupShareMeta } from './panel-texts';

export const loader = wastedTimeLoader;
export const shouldRevalidate = shouldRevalidateWastedTime;

export default function WastedTimePage() {
  const data = useLoaderData() as WastedTimePageData | undefined;
  const [, setSearchParams] = useSearchParams();
  // The player shown goes into the address, replacing the entry (no history step per search): a reload or a shared link shows them again.
  const remember = useCallback(
    (player: Pick<AccountDetails, 'gameName' | 'tagLine' | 'region'>) =>
      setSearchParams((previous) => withLookup(previous, player), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const { search, show, account, lookup, loading, following } = useLookup(data?.lookup?.reply ?? null, remember);
  const group = useAccountGroup(data?.group ?? { ids: [], reply: null });
  const [addOpen, setAddOpen] = useState(false);

  const showStored = (stored: AccountDetails) => {
    show(stored);
    remember(stored);
    document.getElementById('account-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const openStored = async (id: number) => {
    try {
      showStored(await callApi(storedAccount, { params: { id } }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const form = <LookupForm onSearch={(body) => void search(body)} loading={loading} sent={data?.lookup ?? null} />;
  // The visitor's own accounts, once they started a list; until then the way to start one from the account shown.
  const mine =
    group.ids.length > 0 ? (
      <AccountGroup
        ids={group.ids}
        accounts={group.accounts}
        adding={group.adding}
        counting={group.counting}
        formOpen={addOpen}
        onFormOpen={setAddOpen}
        onAdd={async (body) => {
          const added = await group.add(body);
          if (added) setAddOpen(false);
          return added;
        }}
        onRemove={group.remove}
        onOpen={showStored}
      />
    ) : (
      account && (
        <ScriptButton
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            group.start(account, following);
            setAddOpen(true);
          }}
        >
          Add another account
        </ScriptButton>
      )
    );
  return (
    <SideColumns>
      {/* A shared lookup's preview names the player and the time (rendered by the server from the link's lookup). */}
      <PageMetaTags page={{ ...siteTexts.pages.wastedTime, share: lookupShareMeta(account, following) }} />
      <Stack gap="lg" maw={860} mx="auto" w="100%" miw={0}>
        <Anchor component={Link} to={paths.home} size="sm">
          ← Check your Account Value
        </Anchor>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Time Wasted on League of Legends
        </Title>
        <WasteBanner initial={data?.wasteBanner ?? null} />
        {!account && form}
        {account && <AccountPanel account={account} lookup={lookup} />}
        {mine}
        {account && form}
        <Leaderboard initial={data?.leaderboard ?? null} onSelect={(id) => void openStored(id)} />
      </Stack>
    </SideColumns>
  );
}
