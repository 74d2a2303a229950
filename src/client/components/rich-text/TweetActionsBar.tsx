import { useEffect, useState } from 'react';
import type { EnrichedTweet } from 'react-tweet';
import { formatCount } from '../../../shared/blog-format';
import classes from './TweetActionsBar.module.css';

export const COPIED_MS = 6000;

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Likes, replies and 'Copy link to Tweet' (reading 'Copied!' for six seconds) under a tweet card. */
export function TweetActionsBar({ tweet }: { tweet: EnrichedTweet }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const likes = formatCount(tweet.favorite_count);
  const replies = formatCount(tweet.conversation_count ?? 0);

  const copy = () => {
    navigator.clipboard?.writeText(tweet.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className={classes.actions}>
      <a className={classes.action} href={tweet.like_url} {...newTab} aria-label={`${likes} likes. Like this Tweet on X`}>
        <span aria-hidden="true" className={classes.heart}>
          ♥
        </span>
        <span>{likes}</span>
      </a>
      <a className={classes.action} href={tweet.reply_url} {...newTab} aria-label={`${replies} replies. Reply to this Tweet on X`}>
        <span aria-hidden="true">💬</span>
        <span>{replies}</span>
      </a>
      <button type="button" className={classes.action} onClick={copy}>
        <span aria-live="polite">{copied ? 'Copied!' : 'Copy link to Tweet'}</span>
      </button>
    </div>
  );
}
