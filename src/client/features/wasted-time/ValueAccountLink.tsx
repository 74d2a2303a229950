import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor } from '@mantine/core';
import { toast } from 'react-toastify/unstyled';
import { profileInputs, type ProfileInputs } from '../../../engine/profile-fill';
import { REGION_CODES } from '../../../shared/api/lol-regions';
import { riotProfile } from '../../../shared/api/riot-profile';
import type { AccountDetails } from '../../../shared/api/wasted-time';
import { callApi, errorText } from '../../lib/api-client';
import { gameRegistry } from '../../lib/game-registry';

// The calculator that a Riot profile fills (League), as its game file declares.
const game = gameRegistry.games.find((g) => g.profileFill?.source === 'riot');

/** The calculator's address with these inputs, as its share link writes them (input key = value). */
const calculatorUrl = (route: string, inputs: ProfileInputs) =>
  `${route}?${new URLSearchParams(Object.entries(inputs).map(([key, value]) => [key, String(value)]))}`;

/**
 * Its address carries what the panel knows (level and rank), so it can be copied or opened in a new
 * tab; a plain click first reads the champions played from Riot and opens the calculator with them too.
 */
export function ValueAccountLink({ account }: { account: AccountDetails }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!game) return null;
  const known = calculatorUrl(game.route, profileInputs(game, account));
  const region = REGION_CODES.find((code) => code === account.region);

  const open = async (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !region) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const profile = await callApi(riotProfile, { body: { gameName: account.gameName, tagLine: account.tagLine, region } });
      await navigate(calculatorUrl(game.route, profile.calculatorInputs));
    } catch (error) {
      toast.info(`${errorText(error)} Champions were left for you to enter.`);
      await navigate(known);
    }
  };

  return (
    <Anchor component={Link} to={known} onClick={(event) => void open(event)} aria-busy={busy} size="sm" fw={600}>
      {busy ? 'Reading the account from Riot…' : 'Value this account'}
    </Anchor>
  );
}
