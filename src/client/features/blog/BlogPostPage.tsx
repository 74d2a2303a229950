import { Link, useLoaderData } from 'react-router';
import { SWRConfig } from 'swr';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../shared/paths';
import { blogPost } from '../../../shared/api/blog';
import { useEndpoint } from '../../lib/use-endpoint';
import { formatDay } from '../../lib/display-format';
import { RichText } from '../../components/rich-text/RichText';
import { useLivePreview } from './use-live-preview';
import type { BlogPostPageData } from './blog-data';
import { PageMetaTags } from '../../components/PageMetaTags';
import { BlogPostingJsonLd } from './BlogPostingJsonLd';
import classes from './Blog.module.css';

export default function BlogPostPage() {
  const { post: initial, tweets } = useLoaderData() as BlogPostPageData;
  const { data } = useEndpoint(blogPost, { params: { slug: initial.slug } }, { fallbackData: initial });
  const post = useLivePreview(data ?? initial);
  const back = (
    <Anchor component={Link} to={paths.home} fw={600} w="fit-content">
      ← Check your Account Value
    </Anchor>
  );
  return (
    <Container size={1200} py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageMetaTags page={{ title: post.title, description: post.description, published: post.published }} />
      <BlogPostingJsonLd post={post} />
      <article className={classes.article}>
        <Stack gap="md">
          {back}
          <Title order={1}>{post.title}</Title>
          <Group gap="xs" c="dimmed">
            <Text size="sm" fw={600}>
              Admin
            </Text>
            <Text size="sm" aria-hidden="true">
              ·
            </Text>
            <Text size="sm" component="time" dateTime={post.published}>
              {formatDay(post.published)}
            </Text>
          </Group>
          <SWRConfig value={{ fallback: tweets }}>
            <RichText document={post.blogText} topLevel={2} />
          </SWRConfig>
          {back}
        </Stack>
      </article>
    </Container>
  );
}
