import { Link } from 'react-router';
import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { paths } from '../../../shared/paths';
import { RECENT_POSTS, blogList, type BlogListReply } from '../../../shared/api/blog';
import { useEndpoint } from '../../lib/use-endpoint';
import { BlogCard } from './BlogCard';
import { KeptFragment } from '../../lib/kept-fragment';
import classes from './Blog.module.css';

/** `initial` is the page loader's copy (so the server's HTML has the cards); SWR revalidates it. */
export function RecentBlogPosts({ initial }: { initial?: BlogListReply }) {
  const { data } = useEndpoint(blogList, { params: { limit: RECENT_POSTS } }, { fallbackData: initial });
  if (data && data.items.length === 0) return null;
  return (
    <KeptFragment as="section" name="recent-posts" deps={[data]} aria-labelledby="recent-posts" className={classes.recent}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id="recent-posts">
          Recent Blog Posts
        </Title>
        <Anchor component={Link} to={paths.blog}>
          All posts
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {data?.items.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </SimpleGrid>
    </KeptFragment>
  );
}
