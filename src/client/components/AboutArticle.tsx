import { Suspense, use } from 'react';
import { Loader, Title } from '@mantine/core';
import { SafeMarkdown } from './SafeMarkdown';

// Each article is its own chunk, fetched when a game page shows it: none are in the initial bundle.
const articles = import.meta.glob<string>('/content/about/*.md', { query: '?raw', import: 'default' });
const loaded = new Map<string, Promise<string | null>>();

function loadArticle(gameId: string): Promise<string | null> {
  let promise = loaded.get(gameId);
  if (!promise) {
    const load = articles[`/content/about/${gameId}.md`];
    promise = load ? load() : Promise.resolve(null);
    loaded.set(gameId, promise);
  }
  return promise;
}

/** The file's own '# About … Accounts' line; the component renders the heading itself. */
export function articleBody(markdown: string): string {
  return markdown.replace(/^\s*#\s[^\n]*\n/, '');
}

function ArticleBody({ gameId }: { gameId: string }) {
  const markdown = use(loadArticle(gameId));
  return markdown ? <SafeMarkdown source={articleBody(markdown)} topLevel={2} /> : null;
}

/**
 * 'About <game> Accounts': the game's article from content/about/<gameId>.md. The heading
 * shows at once (the header's About link scrolls to it); the text follows when loaded.
 */
export function AboutArticle({ gameId, gameName }: { gameId: string; gameName: string }) {
  return (
    <article aria-labelledby={`about-${gameId}-heading`}>
      <Title order={2} id={`about-${gameId}-heading`} mb="sm">About {gameName} Accounts</Title>
      <Suspense fallback={<Loader size="sm" aria-label="Loading article" />}>
        <ArticleBody gameId={gameId} />
      </Suspense>
    </article>
  );
}
