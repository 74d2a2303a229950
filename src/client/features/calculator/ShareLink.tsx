import { CopyableLink } from '../../components/CopyableLink';

/** The link that reopens this calculation, with a 'Copy link' button. */
export function ShareLink({ url }: { url: string }) {
  return <CopyableLink label="Share this result" url={url} testId="share-url" />;
}
