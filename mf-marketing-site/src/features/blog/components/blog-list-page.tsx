import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container, PageHeader, Search, Section, Select, Skeleton, TextField, useSearchParamState } from '@nurseprep/shared-ui';
import { useBlogPosts } from '../../../queries/blog-posts';
import { ArticleCard } from '../../../components/article-card';
import { newestFirst } from '../../../lib/article-dates';
import { ARTICLES_PER_PAGE, blogTexts as texts, POPULAR_TOPIC_COUNT } from '../data/blog-texts';
import {
  BLOG_PATH,
  categoriesOf,
  filterPosts,
  filtersFromSearchParams,
  pageOfPosts,
  popularTopics,
  searchParamChangesOf,
  type BlogFilters,
} from '../lib/blog-filters';
import { BlogPagination } from './blog-pagination';
import { NewsletterBox } from './newsletter-box';
import { PopularTopics } from './popular-topics';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const SearchField = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: ${({ theme }) => theme.space.md};
    bottom: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input { padding-left: 2.75rem; }
`;

const Count = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  p { margin: 0; }
`;

const ARTICLES_HEADING_ID = 'articles-heading';

/**
 * /resources/blog: search, category and page in the URL, the article cards, topic tiles and the newsletter. Without
 * JavaScript the filters are a GET form and the topics and pages are links; with it they all filter in place.
 */
export function BlogListPage() {
  const { searchParams, hrefWith, update, linkTo } = useSearchParamState();
  const filters = filtersFromSearchParams(searchParams);
  const posts = useBlogPosts();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const all = useMemo(() => newestFirst(posts.data ?? []), [posts.data]);
  const categories = useMemo(() => categoriesOf(all), [all]);
  const topics = useMemo(() => popularTopics(all, POPULAR_TOPIC_COUNT), [all]);
  const matching = filterPosts(all, filters);
  const shown = pageOfPosts(matching, filters.page, ARTICLES_PER_PAGE);

  // A new filter starts again at page 1. Typing replaces the history entry; a choice adds one.
  const filterChanges = (change: Omit<Partial<BlogFilters>, 'page'>) => searchParamChangesOf({ ...change, page: 1 });
  const setFilters = (change: Omit<Partial<BlogFilters>, 'page'>, push = false) => update(filterChanges(change), { push });
  const chooseTopic = (category: string) => {
    setFilters({ category }, true);
    listHeading.current?.scrollIntoView?.({ block: 'start' });
  };
  // Without JavaScript the browser shows the list the topic filtered, as chooseTopic does with it.
  const topicHref = (category: string) => hrefWith(filterChanges({ category }), ARTICLES_HEADING_ID);
  const pageHref = (page: number) => hrefWith(searchParamChangesOf({ page }));

  return (
    <>
      <PageHeader title={texts.intro.title} lead={texts.intro.lead} />
      <Section>
        <Container>
          <Layout>
            <div>
              <h2 id={ARTICLES_HEADING_ID} ref={listHeading} tabIndex={-1}>
                {texts.articlesHeading}
              </h2>
              {/* Enter submits the words and the category; with JavaScript the list already shows them. */}
              <Filters method="get" action={BLOG_PATH} role="search" aria-label={texts.searchLabel} onSubmit={(event) => event.preventDefault()}>
                <SearchField>
                  <TextField
                    label={texts.searchLabel}
                    type="search"
                    name="q"
                    placeholder={texts.searchPlaceholder}
                    value={filters.query}
                    onChange={(event) => setFilters({ query: event.target.value })}
                  />
                  <Search aria-hidden="true" size={18} />
                </SearchField>
                <Select
                  label={texts.categoryLabel}
                  name="category"
                  value={filters.category}
                  onChange={(event) => setFilters({ category: event.target.value }, true)}
                  options={[{ value: '', label: texts.allCategories }, ...categories.map((category) => ({ value: category, label: category }))]}
                />
              </Filters>
              {posts.isPending ? (
                <Grid aria-busy="true" aria-label={texts.loading}>
                  {[0, 1, 2].map((index) => (
                    <li key={index}>
                      <Skeleton $height="22rem" />
                    </li>
                  ))}
                </Grid>
              ) : posts.isError ? (
                <p role="alert">{texts.failed}</p>
              ) : (
                <>
                  <Count role="status">{texts.count(matching.length, all.length)}</Count>
                  {matching.length === 0 ? (
                    <Empty>
                      <p>{texts.empty}</p>
                      <ButtonLink variant="outline" {...linkTo(filterChanges({ query: '', category: '' }), { push: true })}>
                        {texts.clearFilters}
                      </ButtonLink>
                    </Empty>
                  ) : (
                    <Grid aria-labelledby={ARTICLES_HEADING_ID}>
                      {shown.items.map((post, index) => (
                        <ArticleCard key={post.slug} post={post} imageLoading={index < 2 ? 'eager' : 'lazy'} />
                      ))}
                    </Grid>
                  )}
                  <BlogPagination page={shown.page} pageCount={shown.pageCount} hrefOf={pageHref} />
                </>
              )}
            </div>
            <Aside>
              {topics.length > 0 ? <PopularTopics topics={topics} active={filters.category} hrefOf={topicHref} onChoose={chooseTopic} /> : null}
              <NewsletterBox />
            </Aside>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
