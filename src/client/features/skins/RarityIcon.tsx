const COLORS: Record<string, string> = {
  Epic: '#0a84d6',
  Legendary: '#d6341f',
  Mythic: '#9b30c8',
  Ultimate: '#d48a00',
  Exalted: '#c8285a',
  Transcendent: '#1f9d8a',
  Rare: '#5a7d1a',
};

/** A small gem in the rarity's colour; the rarity's name is its accessible label. */
export function RarityIcon({ rarity }: { rarity: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" role="img" aria-label={`${rarity} rarity`}>
      <title>{`${rarity} rarity`}</title>
      <path d="M7 1 13 6 7 13 1 6Z" fill={COLORS[rarity] ?? '#6b7280'} />
    </svg>
  );
}
