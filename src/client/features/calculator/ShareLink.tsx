import { CopyableLink } from '../../components/CopyableLink';

export function ShareLink({ url }: { url: string }) {
  return <CopyableLink label="Share this result" url={url} testId="share-url" />;
}
