import { Link } from 'react-router';
import { Card, Image, Text, Title } from '@mantine/core';
import { formatDay } from '../../lib/display-format';
import type { BlogPostSummary } from '../../../shared/api/blog';
import classes from './Blog.module.css';

/** `featured` is the listing's large first card. */
export function BlogCard({
  post,
  featured = false,
  headingLevel = 3,
}: {
  post: BlogPostSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <Card component={Link} to={`/blog/${post.slug}`} withBorder radius="md" padding="md" className={classes.card} data-testid="blog-card">
      {post.image && (
        <Card.Section>
          <Image
            src={post.image.url}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            className={classes.cardImage}
            loading={featured ? 'eager' : 'lazy'}
            fetchPriority={featured ? 'high' : 'auto'}
          />
        </Card.Section>
      )}
      <Title order={headingLevel} className={featured ? classes.featuredTitle : classes.cardTitle} mt="md">
        {post.title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {formatDay(post.published)}
      </Text>
    </Card>
  );
}
