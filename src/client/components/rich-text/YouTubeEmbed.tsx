import { youTubeEmbedUrl } from './link-kind';
import classes from './RichText.module.css';

/**
 * A YouTube player on the privacy-enhanced host, loaded when it scrolls near. The frame is 540 high
 * (the spec's height) with the width the video's shape gives it, 16:9, or 9:16 for a Short (the only
 * embed whose address says its shape); the stylesheet keeps that shape when the column is narrower.
 */
export function YouTubeEmbed({ videoId, title, portrait = false }: { videoId: string; title: string; portrait?: boolean }) {
  return (
    <iframe
      className={portrait ? `${classes.video} ${classes.portrait}` : classes.video}
      src={youTubeEmbedUrl(videoId)}
      title={title}
      width={portrait ? 304 : 960}
      height={540}
      loading="lazy"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
