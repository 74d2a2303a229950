/** Profile icons come from Data Dragon at patch 14.6.1 (the spec's asset version). */
export const DDRAGON_VERSION = '14.6.1';
export const profileIconUrl = (id: number) => `https://ddragon.leagueoflegends.com/cdn/${DDRAGON_VERSION}/img/profileicon/${id}.png`;
