import type { Document } from '@contentful/rich-text-types';
import type { BlogImage } from '../../../shared/api/blog';
import { documentDescription } from '../../../shared/rich-text/document-text';

/** The `blog` content type's fields, as the CDA gives them once the SDK has resolved links. */
interface AssetLike {
  sys?: { id?: string; type?: string };
  fields?: {
    title?: string;
    description?: string;
    file?: { url?: string; contentType?: string; details?: { image?: { width?: number; height?: number } } };
  };
}
export interface BlogEntryLike {
  sys: { id: string };
  fields: { slug?: string; title?: string; published?: string; metaImage?: AssetLike; blogText?: Document };
}

/** A post as the blog feature's PostSource gives it (the feature adds the replies' names). */
export interface EntrySummary {
  id: string;
  slug: string;
  title: string;
  published: string;
  image: BlogImage | null;
}
export interface EntryPost extends EntrySummary {
  description: string;
  body: Document;
}

/** Asset URLs come protocol-relative (`//images.ctfassets.net/...`). */
const absolute = (url: string) => (url.startsWith('//') ? `https:${url}` : url);

export function assetImage(asset: AssetLike | undefined): BlogImage | null {
  const file = asset?.fields?.file;
  const size = file?.details?.image;
  if (!file?.url || !size?.width || !size.height) return null;
  return { url: absolute(file.url), width: size.width, height: size.height, alt: asset?.fields?.description || asset?.fields?.title || '' };
}

/** Only what the renderer reads of an embedded asset or entry: resolved links may be circular. */
function trimTarget(target: AssetLike): AssetLike {
  const sys = { id: target.sys?.id, type: target.sys?.type };
  if (target.sys?.type !== 'Asset') return { sys };
  const image = assetImage(target);
  const fields = target.fields ?? {};
  return {
    sys,
    fields: { title: fields.title, description: fields.description, file: image ? { ...fields.file, url: image.url } : fields.file },
  };
}

type RtNode = { nodeType: string; data: Record<string, unknown>; content?: RtNode[] };

function plainNode(node: RtNode): RtNode {
  const target = node.data.target as AssetLike | undefined;
  const data = target ? { ...node.data, target: trimTarget(target) } : node.data;
  return node.content ? { ...node, data, content: node.content.map(plainNode) } : { ...node, data };
}

export function entrySummary(entry: BlogEntryLike): EntrySummary {
  return {
    id: entry.sys.id,
    slug: entry.fields.slug ?? '',
    title: entry.fields.title ?? '',
    published: entry.fields.published ?? '',
    image: assetImage(entry.fields.metaImage),
  };
}

export function entryPost(entry: BlogEntryLike): EntryPost {
  const body = entry.fields.blogText
    ? (plainNode(entry.fields.blogText as unknown as RtNode) as unknown as Document)
    : { nodeType: 'document', data: {}, content: [] };
  return { ...entrySummary(entry), description: documentDescription(body as Document), body: body as Document };
}
