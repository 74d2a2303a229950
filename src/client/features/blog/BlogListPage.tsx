import { Link, useLoaderData } from 'react-router';
import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../shared/paths';
import { blogList, type BlogListReply } from '../../../shared/api/blog';
import { useEndpoint } from '../../lib/use-endpoint';
import { ALL_POSTS } from './blog-data';
import { BlogBanners } from './BlogBanners';
import { BlogCard } from './BlogCard';
import { PageMetaTags } from '../../components/PageMetaTags';
import classes from './Blog.module.css';

const DESCRIPTION = 'Guides and news about game accounts: how they are valued, what to check before buying, and what our tools can count.';

export default function BlogListPage() {
  const initial = useLoaderData() as BlogListReply;
  const { data } = useEndpoint(blogList, ALL_POSTS, { fallbackData: initial });
  const [featured, ...rest] = (data ?? initial).items;
  return (
    <Container size={1200} py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageMetaTags page={{ title: 'Blog', description: DESCRIPTION }} />
      <Stack gap="lg">
        <Anchor component={Link} to={paths.home} fw={600} w="fit-content">
          ← Check your Account Value
        </Anchor>
        <Title order={1}>Blog</Title>
        {!featured && <Text>No posts yet. Check back soon.</Text>}
        {featured && (
          <div className={classes.featuredRow}>
            <div className={classes.featured}>
              <BlogCard post={featured} featured headingLevel={2} />
            </div>
            <aside className={classes.featuredBanners} aria-label="Sponsored">
              <BlogBanners />
            </aside>
          </div>
        )}
        {rest.length > 0 && (
          <section aria-labelledby="more-posts">
            <Title order={2} id="more-posts" mb="md">
              More posts
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {rest.map((post) => (
                <BlogCard key={post.id} post={post} />
              ))}
            </SimpleGrid>
          </section>
        )}
      </Stack>
    </Container>
  );
}
