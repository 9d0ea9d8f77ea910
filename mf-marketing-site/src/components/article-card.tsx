import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatLongDate, type BlogPostSummary } from '@nurseprep/contracts';
import { ArrowRight, Badge, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, VisuallyHidden } from '@nurseprep/shared-ui';
import { articleCardTexts as texts } from '../data/article-card-texts';

/** The covers' own size (api/content/articles/covers are 640 x 360): the box is reserved before they load. */
export const COVER_WIDTH = 640;
export const COVER_HEIGHT = 360;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${COVER_WIDTH} / ${COVER_HEIGHT};
  object-fit: cover;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
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
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const ReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export interface ArticleCardProps {
  post: BlogPostSummary;
  /** The title's heading level in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** 'eager' for a card in the first screen, 'lazy' (default) below it. */
  imageLoading?: 'eager' | 'lazy';
}

/** An article as a card: cover, category, date, title, excerpt and 'Read more'. */
export function ArticleCard({ post, headingLevel = 'h3', imageLoading = 'lazy' }: ArticleCardProps) {
  const href = `/resources/blog/${post.slug}`;
  return (
    <Card as="li">
      {post.coverImage ? (
        <Cover src={post.coverImage} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} loading={imageLoading} decoding="async" />
      ) : null}
      <CardHeader>
        <Meta>
          <Badge variant="secondary">{post.category}</Badge>
          <Minutes>
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            {texts.minutes(post.readingMinutes)}
          </Minutes>
        </Meta>
        <CardTitle as={headingLevel}>
          <TitleLink to={href}>{post.title}</TitleLink>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{post.excerpt}</CardDescription>
      </CardContent>
      <CardFooter>
        <ReadMore to={href}>
          {texts.readMore}
          <VisuallyHidden>: {post.title}</VisuallyHidden>
          <ArrowRight aria-hidden="true" size={16} />
        </ReadMore>
      </CardFooter>
    </Card>
  );
}
