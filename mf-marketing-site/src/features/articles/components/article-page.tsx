import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatLongDate, type BlogPost } from '@nurseprep/contracts';
import {
  ArrowLeft,
  articleJsonLd,
  Badge,
  breadcrumbJsonLd,
  Container,
  NotFoundScreen,
  Section,
  Skeleton,
  useBrandName,
  useSeo,
  useSiteConfig,
} from '@nurseprep/shared-ui';
import { useBlogPost, useBlogPosts } from '../../../queries/blog-posts';
import { ArticleCard, COVER_HEIGHT, COVER_WIDTH } from '../../../components/article-card';
import { CtaBand } from '../../../components/cta-band';
import { articleTexts as texts, RELATED_COUNT, TABLE_OF_CONTENTS_MINUTES } from '../data/article-texts';
import { relatedArticles } from '../lib/related-articles';
import { ArticleBody } from './article-body';
import { TableOfContents } from './table-of-contents';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
`;

const HeaderInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The date and the reading time stay on one line. */
const Minutes = styled.span`
  white-space: nowrap;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h1`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.fontSizes.xxxl}; }
`;

const Author = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 60ch;
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${COVER_WIDTH} / ${COVER_HEIGHT};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Layout = styled.div`
  display: grid;
  /* minmax(0, ...): a wide table scrolls inside its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 280px;
    align-items: start;
    & > nav { order: 2; position: sticky; top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md}); }
  }
`;

const Related = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

function ArticleView({ post }: { post: BlogPost }) {
  const { pathname } = useLocation();
  const brandName = useBrandName();
  const siteUrl = useSiteConfig().data?.settings.siteUrl ?? '';
  const posts = useBlogPosts();
  const related = useMemo(() => relatedArticles(posts.data ?? [], post, RELATED_COUNT), [posts.data, post]);
  const path = `/resources/blog/${post.slug}`;
  useSeo({
    title: post.title,
    description: post.excerpt,
    path,
    type: 'article',
    image: post.coverImage,
    jsonLd: [
      articleJsonLd(siteUrl, {
        title: post.title,
        description: post.excerpt,
        path,
        datePublished: post.publishedAt,
        author: post.author,
        publisher: brandName,
        image: post.coverImage,
      }),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Resources', path: '/resources' },
        { name: texts.blogName, path: texts.backPath },
        { name: post.title, path: pathname },
      ]),
    ],
  });

  return (
    <article aria-labelledby="article-title">
      <Header>
        <HeaderInner>
          <div>
            <BackLink to={texts.backPath}>
              <ArrowLeft aria-hidden="true" size={18} />
              {texts.back}
            </BackLink>
            <Meta>
              <Badge variant="secondary">{post.category}</Badge>
              <Minutes>
                <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
                <span aria-hidden="true"> · </span>
                {texts.minutes(post.readingMinutes)}
              </Minutes>
            </Meta>
            <Title id="article-title">{post.title}</Title>
            <Excerpt>{post.excerpt}</Excerpt>
            <Author>{texts.author(post.author)}</Author>
          </div>
          {post.coverImage ? <Cover src={post.coverImage} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} fetchPriority="high" /> : null}
        </HeaderInner>
      </Header>
      <Section>
        <Container>
          <Layout>
            {post.readingMinutes >= TABLE_OF_CONTENTS_MINUTES && post.headings.length > 1 ? <TableOfContents headings={post.headings} /> : null}
            <ArticleBody html={post.html} />
          </Layout>
        </Container>
      </Section>
      {related.length > 0 ? (
        <Section aria-labelledby="related-heading" $tone="surface">
          <Container>
            <h2 id="related-heading">{texts.related.heading}</h2>
            <p>{texts.related.lead}</p>
            <Related>
              {related.map((relatedPost) => (
                <ArticleCard key={relatedPost.slug} post={relatedPost} />
              ))}
            </Related>
          </Container>
        </Section>
      ) : null}
      <CtaBand id="article-cta-heading" heading={texts.cta.heading} lead={texts.cta.lead} actions={texts.cta.actions} />
    </article>
  );
}

/** /resources/blog/:slug: the article from the API, or the not-found screen for a slug the server does not know. */
export function ArticlePage() {
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  const post = useBlogPost(slug);
  if (post.isPending) {
    return (
      <Container aria-busy="true" aria-label={texts.loading}>
        <Skeleton $height="16rem" />
      </Container>
    );
  }
  if (post.isError) return <p role="alert">{texts.failed}</p>;
  if (post.data === null) return <NotFoundScreen path={pathname} />;
  return <ArticleView post={post.data} />;
}
