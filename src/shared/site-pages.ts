import type { PageMeta } from './pages';
import { paths } from './paths';

/**
 * Pages that do not come from a registry (games and converters add theirs).
 * Titles and descriptions are the site's visible texts for tabs and link previews.
 */
export const staticPages: readonly PageMeta[] = [
  {
    pattern: paths.wastedTime,
    title: 'Time Wasted on League of Legends',
    description: 'Look up how many hours and days a League of Legends account has spent in games, and compare on the leaderboard.',
  },
  {
    pattern: paths.skins,
    title: 'League of Legends Skins',
    description: 'Browse, search and filter every League of Legends skin by champion, rarity, skinline, price and release date.',
  },
  {
    pattern: paths.skin,
    title: 'League of Legends Skin',
    description: 'Details, chromas and related skins of a League of Legends skin.',
  },
  { pattern: paths.skinCategory, title: 'League of Legends Skins', description: 'League of Legends skins grouped by category.' },
  {
    pattern: paths.skinCategoryValue,
    title: 'League of Legends Skins',
    description: 'League of Legends skins filtered by category.',
  },
  { pattern: paths.blog, title: 'Blog', description: 'Guides and news about game accounts, skins and in-game currencies.' },
  { pattern: paths.blogPost, title: 'Blog', description: 'An article from the blog.' },
  { pattern: paths.login, title: 'Dashboard Login', description: 'Operator sign-in.' },
  { pattern: paths.dashboard, title: 'Dashboard', description: 'Operator dashboard.' },
  { pattern: paths.dashboardSkins, title: 'Skin Dashboard', description: 'Operator skin list.' },
  { pattern: paths.dashboardSkin, title: 'Edit Skin', description: 'Operator skin editor.' },
];

export const notFoundPage: PageMeta = {
  pattern: '*',
  title: 'Page not found',
  description: 'This page does not exist. Try the account value calculators instead.',
};
