/**
 * The League regions a visitor can pick (the spec's Region option list, in its order). `value`
 * is the platform code the API takes; the Global leaderboard option has no value.
 */
export const REGIONS = [
  { value: 'euw1', label: 'EUW' },
  { value: 'eun1', label: 'EUNE' },
  { value: 'me1', label: 'ME' },
  { value: 'na1', label: 'NA' },
  { value: 'oc1', label: 'OCE' },
  { value: 'tr1', label: 'TR' },
  { value: 'ru1', label: 'RU' },
  { value: 'la1', label: 'LAN' },
  { value: 'la2', label: 'LAS' },
  { value: 'br1', label: 'BR' },
  { value: 'jp1', label: 'JP' },
  { value: 'ph2', label: 'PH' },
  { value: 'sg2', label: 'SG' },
  { value: 'th2', label: 'TH' },
  { value: 'tw2', label: 'TW' },
  { value: 'vn2', label: 'VN' },
  { value: 'kr', label: 'KR' },
] as const;

export type RegionCode = (typeof REGIONS)[number]['value'];
export const REGION_CODES: readonly RegionCode[] = REGIONS.map((r) => r.value);
export const DEFAULT_REGION: RegionCode = 'euw1';

export const regionLabel = (code: string): string => REGIONS.find((r) => r.value === code)?.label ?? code.toUpperCase();

/** Names of the League queues players spend time in; unknown ids read "Queue <id>". */
const QUEUE_NAMES: Record<number, string> = {
  0: 'Custom',
  400: 'Normal Draft',
  420: 'Ranked Solo/Duo',
  430: 'Normal Blind',
  440: 'Ranked Flex',
  450: 'ARAM',
  480: 'Swiftplay',
  490: 'Quickplay',
  700: 'Clash',
  720: 'ARAM Clash',
  830: 'Co-op vs AI',
  840: 'Co-op vs AI',
  850: 'Co-op vs AI',
  870: 'Co-op vs AI',
  880: 'Co-op vs AI',
  890: 'Co-op vs AI',
  900: 'ARURF',
  1020: 'One for All',
  1300: 'Nexus Blitz',
  1400: 'Ultimate Spellbook',
  1700: 'Arena',
  1710: 'Arena',
  1810: 'Swarm',
  1820: 'Swarm',
  1830: 'Swarm',
  1840: 'Swarm',
  1900: 'URF',
  2000: 'Tutorial',
  2010: 'Tutorial',
  2020: 'Tutorial',
};
export const queueName = (queueId: number): string => QUEUE_NAMES[queueId] ?? `Queue ${queueId}`;
