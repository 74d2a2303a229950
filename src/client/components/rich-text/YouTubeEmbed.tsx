import { youTubeEmbedUrl } from './link-kind';
import classes from './RichText.module.css';

export const VIDEO_HEIGHT = 540;

/** A YouTube player on the privacy-enhanced host, loaded when it scrolls near. */
export function YouTubeEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <iframe
      className={classes.video}
      src={youTubeEmbedUrl(videoId)}
      title={title}
      height={VIDEO_HEIGHT}
      loading="lazy"
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
