import classes from './RichText.module.css';

interface AssetTarget {
  fields?: {
    title?: string;
    description?: string;
    file?: { url?: string; contentType?: string; details?: { image?: { width?: number; height?: number } } };
  };
}

const CONTENTFUL_IMAGES = 'https://images.ctfassets.net/';

/** Contentful's image API resizes and re-encodes on the fly; the site's own images are served as they are. */
function sized(url: string, contentType: string | undefined): string {
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  if (!absolute.startsWith(CONTENTFUL_IMAGES) || contentType === 'image/svg+xml' || contentType === 'image/gif') return absolute;
  return `${absolute}?w=1200&fm=webp&q=75`;
}

/** An embedded image asset with its intrinsic size (the page keeps its space), loaded lazily. */
export function EmbeddedImage({ target }: { target: unknown }) {
  const fields = (target as AssetTarget | undefined)?.fields;
  const file = fields?.file;
  const size = file?.details?.image;
  if (!fields || !file?.url || !file.contentType?.startsWith('image/') || !size?.width || !size.height) return null;
  const alt = fields.description || fields.title || '';
  return (
    <figure className={classes.figure}>
      <img
        className={classes.image}
        src={sized(file.url, file.contentType)}
        alt={alt}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
      />
      {fields.title && fields.description && fields.title !== fields.description && <figcaption>{fields.title}</figcaption>}
    </figure>
  );
}
