import { profileIconUrl } from './profile-icon';
import classes from './WastedTime.module.css';

/** The first letter of a name (a whole character, even outside the Basic Multilingual Plane), upper-cased. */
export const initialOf = (name: string) => ([...name.trim()][0] ?? '?').toLocaleUpperCase();

/**
 * The icon is a background image over the first letter: one that fails to load (icons newer than
 * patch 14.6.1 are not on that Data Dragon version) leaves the letter, with no broken-image glyph.
 */
export function ProfileIcon({ id, size, name }: { id: number; size: number; name: string }) {
  return (
    <span className={classes.avatar} style={{ width: size, height: size, fontSize: size * 0.45 }} role="img" aria-label={`${name}'s icon`}>
      <span aria-hidden="true">{initialOf(name)}</span>
      <span className={classes.avatarImage} style={{ backgroundImage: `url("${profileIconUrl(id)}")` }} aria-hidden="true" />
    </span>
  );
}
