/**
 * A League account read from Riot (at most 4 Riot requests within the shared budget; 1 for a
 * stored player refreshed in the last minutes, none for a profile read in the last minutes).
 * Counts against the lookup's per-address throttle whenever it asks Riot.
 */
import { route } from './endpoint';
import type * as schemas from './riot-profile.schemas';

export const riotProfile = route<typeof schemas.riotProfile>()({ scope: 'public', method: 'POST', path: '/riot-profile' });

export type { RiotProfile, RiotProfileReply } from './riot-profile.schemas';
