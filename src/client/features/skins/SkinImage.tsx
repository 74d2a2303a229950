import { startTransition, useState } from 'react';
import { skinImageSrcSet } from '../../../shared/skin-images';
import classes from './skins.module.css';

interface SkinImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  placeholder: string;
  eager?: boolean;
  className?: string;
  /** The width the image is shown at (`sizes`); by default `width` px. The server's images come in several widths (srcset). */
  sizes?: string;
}

/**
 * A fixed-size box (no layout shift) with a text placeholder when there is no image or it fails to
 * load. Images of our origin (/assets/skins/) list every stored width, so the browser loads the
 * smallest that is sharp enough.
 */
export function SkinImage({ src, alt, width, height, placeholder, eager = false, className, sizes }: SkinImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc !== null && failedSrc === src;
  // A server-rendered image may have failed before React attached its error handler. Its
  // placeholder comes in a transition: set from this ref during the hydration commit, a plain
  // update would re-render every such card synchronously inside that commit.
  const ref = (img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) startTransition(() => setFailedSrc(src));
  };
  const style = { aspectRatio: `${width} / ${height}` };
  if (!src || failed) {
    return (
      <div className={`${classes.placeholder} ${className ?? ''}`} style={style} role="img" aria-label={`${alt}: ${placeholder}`}>
        <span aria-hidden="true">{placeholder}</span>
      </div>
    );
  }
  const srcSet = skinImageSrcSet(src);
  return (
    <img
      ref={ref}
      className={`${classes.image} ${className ?? ''}`}
      style={style}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
