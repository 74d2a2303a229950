/** Tier colours for the Solo/Duo emblem, drawn here so the panel needs no extra download. */
const TIER_COLOURS: Record<string, string> = {
  IRON: '#6b5b55',
  BRONZE: '#8c5a3c',
  SILVER: '#7b8a96',
  GOLD: '#b8892b',
  PLATINUM: '#2b8a83',
  EMERALD: '#1f8a4c',
  DIAMOND: '#4a62c9',
  MASTER: '#8e3fb5',
  GRANDMASTER: '#b23a3a',
  CHALLENGER: '#c99a2e',
};

export function RankEmblem({ tier, size = 64 }: { tier: string | null; size?: number }) {
  const colour = (tier && TIER_COLOURS[tier]) || '#8a8f98';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={tier ? `${tier.toLowerCase()} emblem` : 'Unranked emblem'}>
      <path d="M32 3 58 17v30L32 61 6 47V17z" fill={colour} />
      <path d="M32 12 50 22v20L32 52 14 42V22z" fill="none" stroke="#fff" strokeOpacity=".7" strokeWidth="3" />
      <text x="32" y="38" textAnchor="middle" fontSize="16" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {tier ? tier.slice(0, 1) : '–'}
      </text>
    </svg>
  );
}
