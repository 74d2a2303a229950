import { useEffect, useState } from 'react';
import { Loader, Text, Title } from '@mantine/core';
import { SafeMarkdown } from './SafeMarkdown';

// Each article is its own chunk, fetched when a game page shows it: none are in the initial bundle.
const articles = import.meta.glob<string>('/content/about/*.md', { query: '?raw', import: 'default' });
const cache = new Map<string, Promise<string | null>>();

function loadArticle(gameId: string): Promise<string | null> {
  let promise = cache.get(gameId);
  if (!promise) {
    const load = articles[`/content/about/${gameId}.md`];
    promise = load ? load() : Promise.resolve(null);
    cache.set(gameId, promise);
  }
  return promise;
}

/** The file's own '# About … Accounts' line; the component renders the heading itself. */
export function articleBody(markdown: string): string {
  return markdown.replace(/^\s*#\s[^\n]*\n/, '');
}

type Loaded = { gameId: string; markdown: string | null; failed: boolean };

/** The article text of `gameId`, or null while it loads. */
function useArticle(gameId: string): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    loadArticle(gameId).then(
      (markdown) => current && setLoaded({ gameId, markdown, failed: false }),
      () => {
        // A failed chunk load is not cached, so a later visit tries again.
        cache.delete(gameId);
        if (current) setLoaded({ gameId, markdown: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId]);
  return loaded?.gameId === gameId ? loaded : null;
}

/**
 * 'About <game> Accounts': the game's article from content/about/<gameId>.md. The heading
 * shows at once (the header's About link scrolls to it); the text follows when loaded.
 */
export function AboutArticle({ gameId, gameName }: { gameId: string; gameName: string }) {
  const article = useArticle(gameId);
  return (
    <article aria-labelledby={`about-${gameId}-heading`}>
      <Title order={2} id={`about-${gameId}-heading`} mb="sm">
        About {gameName} Accounts
      </Title>
      {!article && <Loader size="sm" aria-label="Loading article" />}
      {article?.markdown && <SafeMarkdown source={articleBody(article.markdown)} topLevel={2} />}
      {article?.failed && <Text>The article could not be loaded. Please reload the page to try again.</Text>}
    </article>
  );
}
