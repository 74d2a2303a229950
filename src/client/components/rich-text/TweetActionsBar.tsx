import { useEffect, useState } from 'react';
import type { EnrichedTweet } from 'react-tweet';
import { formatCount } from '../../lib/display-format';
import { newTab } from '../../lib/site-config';
import classes from './TweetActionsBar.module.css';

export const COPIED_MS = 6000;

const Icon = ({ d, className }: { d: string; className?: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={className}>
    <path d={d} />
  </svg>
);
const HEART =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.6 2.9 5 6.5 5c2.1 0 3.6 1.1 5.5 3 1.9-1.9 3.4-3 5.5-3 3.6 0 5.6 3.6 4.1 6.8C19.5 16.4 12 21 12 21z';
const BUBBLE = 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z';

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
        <Icon d={HEART} className={classes.heart} />
        <span>{likes}</span>
      </a>
      <a className={classes.action} href={tweet.reply_url} {...newTab} aria-label={`${replies} replies. Reply to this Tweet on X`}>
        <Icon d={BUBBLE} className={classes.bubble} />
        <span>{replies}</span>
      </a>
      <button type="button" className={classes.action} onClick={copy}>
        <span aria-live="polite">{copied ? 'Copied!' : 'Copy link to Tweet'}</span>
      </button>
    </div>
  );
}
