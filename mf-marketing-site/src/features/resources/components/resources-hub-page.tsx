import styled from 'styled-components';
import { ArrowRight, ButtonLink, Container, PageHeader, Section, Skeleton } from '@nurseprep/shared-ui';
import { useBlogPosts } from '../../../queries/blog-posts';
import { ArticleCard } from '../../../components/article-card';
import { CtaBand } from '../../../components/cta-band';
import { newestFirst } from '../../../lib/article-dates';
import { LATEST_ARTICLE_COUNT, resourcesTexts as texts } from '../data/resources-texts';
import { ArticleSearch } from './article-search';
import { FreeResources } from './free-resources';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; }
  p { margin: ${({ theme }) => `${theme.space.xs} 0 0`}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function LatestArticles() {
  const posts = useBlogPosts();
  return (
    <Section aria-labelledby="latest-heading">
      <Container>
        <Heading>
          <div>
            <h2 id="latest-heading">{texts.latest.heading}</h2>
            <p>{texts.latest.lead}</p>
          </div>
          <ButtonLink href={texts.latest.viewAllPath} variant="outline">
            {texts.latest.viewAll}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
        </Heading>
        {posts.isPending ? (
          <Grid aria-busy="true" aria-label={texts.latest.loading}>
            {Array.from({ length: LATEST_ARTICLE_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton $height="22rem" />
              </li>
            ))}
          </Grid>
        ) : posts.isError ? (
          <p role="alert">{texts.latest.failed}</p>
        ) : (
          <Grid>
            {newestFirst(posts.data)
              .slice(0, LATEST_ARTICLE_COUNT)
              .map((post) => (
                <ArticleCard key={post.slug} post={post} />
              ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}

/** /resources: search the blog, the latest articles, the six free PDFs and the way to a tutor. */
export function ResourcesHubPage() {
  return (
    <>
      <PageHeader title={texts.intro.title} lead={texts.intro.lead}>
        <ArticleSearch />
      </PageHeader>
      <LatestArticles />
      <FreeResources />
      <CtaBand id="resources-cta-heading" heading={texts.cta.heading} lead={texts.cta.lead} actions={texts.cta.actions} />
    </>
  );
}
