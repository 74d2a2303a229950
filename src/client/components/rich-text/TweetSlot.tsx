import type { ReactNode } from 'react';
import classes from './RichText.module.css';

/** Reserves a tweet card's usual height while it loads, so the text below does not jump. */
export function TweetSlot({ children }: { children: ReactNode }) {
  return <div className={classes.tweetSlot}>{children}</div>;
}
