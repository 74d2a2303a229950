import { useMemo } from 'react';
import {
  QuotedTweet,
  TweetBody,
  TweetContainer,
  TweetHeader,
  TweetInReplyTo,
  TweetInfo,
  TweetMedia,
  TweetNotFound,
  TweetSkeleton,
  enrichTweet,
} from 'react-tweet';
import type { Tweet } from 'react-tweet/api';
import { tweet as tweetEndpoint } from '../../../shared/api/blog';
import { useEndpoint } from '../../lib/use-endpoint';
import { TweetActionsBar } from './TweetActionsBar';
import classes from './RichText.module.css';

/** One tweet, fetched through our server (never from X directly), drawn with react-tweet's parts. */
function TweetView({ tweet: raw }: { tweet: Tweet }) {
  const tweet = useMemo(() => enrichTweet(raw), [raw]);
  return (
    <TweetContainer>
      <TweetHeader tweet={tweet} />
      {tweet.in_reply_to_status_id_str && <TweetInReplyTo tweet={tweet} />}
      <TweetBody tweet={tweet} />
      {tweet.mediaDetails?.length ? <TweetMedia tweet={tweet} /> : null}
      {tweet.quoted_tweet && <QuotedTweet tweet={tweet.quoted_tweet} />}
      <TweetInfo tweet={tweet} />
      <TweetActionsBar tweet={tweet} />
    </TweetContainer>
  );
}

/**
 * A page may hand the tweet over as SWR fallback data (the blog post's loader does): the card is then
 * drawn at once, on the server too, at its own height; null there means it does not exist.
 */
export default function TweetCard({ id }: { id: string }) {
  const { data, error } = useEndpoint(
    tweetEndpoint,
    { params: { id } },
    {
      revalidateOnFocus: false,
      // Handed-over data is fresh enough: tweets change little, and our server keeps them an hour.
      revalidateIfStale: false,
      shouldRetryOnError: false,
      // A missing tweet is the 'Tweet not found' card, not an error toast.
      onError: () => undefined,
    },
  );
  if (data) return <TweetView tweet={data as unknown as Tweet} />;
  if (error || data === null) return <TweetNotFound />;
  return (
    <div className={classes.tweetLoading}>
      <TweetSkeleton />
    </div>
  );
}
