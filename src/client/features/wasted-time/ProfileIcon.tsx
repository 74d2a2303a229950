import { useState } from 'react';
import { profileIconUrl } from './profile-icon';
import classes from './WastedTime.module.css';

/**
 * A player's icon at a fixed size (no layout shift). Icons newer than patch 14.6.1 are not on
 * that Data Dragon version, and any icon may fail to load: both show a neutral placeholder.
 */
export function ProfileIcon({ id, size, name }: { id: number; size: number; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        className={classes.iconFallback}
        style={{ width: size, height: size, fontSize: size * 0.45 }}
        role="img"
        aria-label={`${name}'s icon`}
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={classes.icon}
      src={profileIconUrl(id)}
      width={size}
      height={size}
      alt={`${name}'s icon`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
