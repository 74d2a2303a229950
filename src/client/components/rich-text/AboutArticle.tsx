import { useEffect, useState } from 'react';
import { Loader, Text, Title } from '@mantine/core';
import { SafeMarkdown } from './SafeMarkdown';
import { forgetArticle, loadArticle } from './about-articles';
import { KeptFragment } from '../../lib/kept-fragment';

/** The file's own '# About … Accounts' line; the component renders the heading itself. */
export function articleBody(markdown: string): string {
  return markdown.replace(/^\s*#\s[^\n]*\n/, '');
}

type Loaded = { gameId: string; markdown: string | null; failed: boolean };

/** The article text of `gameId` (as the loader passed it, or loaded here), or null while it loads. */
function useArticle(gameId: string, preloaded: string | null | undefined): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (preloaded) return;
    let current = true;
    loadArticle(gameId).then(
      (markdown) => current && setLoaded({ gameId, markdown, failed: false }),
      () => {
        // A failed chunk load is not cached, so a later visit tries again.
        forgetArticle(gameId);
        if (current) setLoaded({ gameId, markdown: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, preloaded]);
  if (preloaded) return { gameId, markdown: preloaded, failed: false };
  return loaded?.gameId === gameId ? loaded : null;
}

/**
 * 'About <game> Accounts': the game's article from content/about/<gameId>.md. The page's loader
 * passes the text (so the server renders it); without it the heading shows at once (the
 * header's About link scrolls to it) and the text follows when its chunk has loaded.
 */
export function AboutArticle({ gameId, gameName, markdown }: { gameId: string; gameName: string; markdown?: string | null }) {
  const article = useArticle(gameId, markdown);
  return (
    <KeptFragment as="article" name="about-article" deps={[gameId, gameName, article]} aria-labelledby={`about-${gameId}-heading`}>
      <Title order={2} id={`about-${gameId}-heading`} mb="sm">
        {`About ${gameName} Accounts`}
      </Title>
      {!article && <Loader size="sm" aria-label="Loading article" />}
      {article?.markdown && <SafeMarkdown source={articleBody(article.markdown)} topLevel={2} />}
      {article?.failed && <Text>The article could not be loaded. Please reload the page to try again.</Text>}
    </KeptFragment>
  );
}
