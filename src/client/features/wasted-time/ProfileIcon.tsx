import { profileIconUrl } from './profile-icon';
import classes from './WastedTime.module.css';

/** The first letter of a name (a whole character, even outside the Basic Multilingual Plane), upper-cased. */
export const initialOf = (name: string) => ([...name.trim()][0] ?? '?').toLocaleUpperCase();

/**
 * A player's icon at a fixed size (no layout shift), over the first letter of the name. The icon is
 * a background image: one that fails to load (icons newer than patch 14.6.1 are not on that Data
 * Dragon version) paints nothing and leaves the letter, with no broken-image glyph or clipped alt
 * text, in the server's HTML and with no script, as in the browser.
 */
export function ProfileIcon({ id, size, name }: { id: number; size: number; name: string }) {
  return (
    <span className={classes.avatar} style={{ width: size, height: size, fontSize: size * 0.45 }} role="img" aria-label={`${name}'s icon`}>
      <span aria-hidden="true">{initialOf(name)}</span>
      <span className={classes.avatarImage} style={{ backgroundImage: `url("${profileIconUrl(id)}")` }} aria-hidden="true" />
    </span>
  );
}
