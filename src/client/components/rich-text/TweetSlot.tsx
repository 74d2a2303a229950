import type { ReactNode } from 'react';
import classes from './RichText.module.css';

/** A tweet card's place in the text: centred, at a tweet's width (the card reserves its height while loading). */
export function TweetSlot({ children }: { children: ReactNode }) {
  return <div className={classes.tweetSlot}>{children}</div>;
}
