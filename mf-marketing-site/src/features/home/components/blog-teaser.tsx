import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BlogPostSummary } from '@nurseprep/contracts';
import { ArrowRight, Badge, ButtonLink, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, Section, Skeleton } from '@nurseprep/shared-ui';
import { useBlogPosts } from '../../../queries/blog-posts';
import { homeTexts } from '../data/home-texts';

const texts = homeTexts.blog;
const TEASER_COUNT = 3;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { text-decoration: underline; color: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

function newestFirst(posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, TEASER_COUNT);
}

/** The three newest articles from GET /api/blog-posts, and the way to every resource. */
export function BlogTeaser() {
  const posts = useBlogPosts();
  return (
    <Section aria-labelledby="resources-heading" $tone="surface">
      <Container>
        <h2 id="resources-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        {posts.isPending ? (
          <Grid aria-busy="true" aria-label={texts.loading}>
            {Array.from({ length: TEASER_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton $height="10rem" />
              </li>
            ))}
          </Grid>
        ) : posts.isError ? (
          <p role="alert">{texts.failed}</p>
        ) : (
          <Grid>
            {newestFirst(posts.data).map((post) => (
              <Card as="li" key={post.slug}>
                <CardHeader>
                  <Meta>
                    <Badge variant="secondary">{post.category}</Badge>
                    <span>{texts.minutes(post.readingMinutes)}</span>
                  </Meta>
                  <CardTitle>
                    <TitleLink to={`/resources/blog/${post.slug}`}>{post.title}</TitleLink>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{post.excerpt}</CardDescription>
                </CardContent>
              </Card>
            ))}
          </Grid>
        )}
        <Footer>
          <ButtonLink href={texts.allResourcesHref} variant="outline">
            {texts.allResources}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </Footer>
      </Container>
    </Section>
  );
}
