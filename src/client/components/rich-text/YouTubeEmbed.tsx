import { youTubeEmbedUrl } from './link-kind';
import classes from './RichText.module.css';

/**
 * A YouTube player on the privacy-enhanced host, loaded when it scrolls near. It keeps the video's
 * shape at any width: 16:9, or 9:16 for a Short (the only embed whose address says its shape).
 */
export function YouTubeEmbed({ videoId, title, portrait = false }: { videoId: string; title: string; portrait?: boolean }) {
  return (
    <iframe
      className={portrait ? `${classes.video} ${classes.portrait}` : classes.video}
      src={youTubeEmbedUrl(videoId)}
      title={title}
      width={portrait ? 315 : 560}
      height={portrait ? 560 : 315}
      loading="lazy"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
