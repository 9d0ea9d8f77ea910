import { blogPostsFixture } from '../../../testing/blog-posts';
import { categoriesOf, filterPosts, filtersFromSearchParams, pageOfPosts, popularTopics, searchParamChangesOf } from './blog-filters';

describe('blog filters', () => {
  it('reads the filters from the URL and writes them back without the defaults', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('q=teas+math&category=TEAS%20Exam&page=2'));
    expect(filters).toEqual({ query: 'teas math', category: 'teas exam', page: 2 });
    expect(searchParamChangesOf({ category: 'TEAS Exam', page: 2 })).toEqual({ category: 'teas exam', page: '2' });
    expect(searchParamChangesOf({ query: '', category: '', page: 1 })).toEqual({ q: '', category: '', page: null });
    expect(filtersFromSearchParams(new URLSearchParams('page=-3')).page).toBe(1);
    expect(filtersFromSearchParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('lists the distinct categories in lowercase, A-Z', () => {
    expect(categoriesOf(blogPostsFixture)).toEqual(['hesi a2', 'nclex-rn', 'pharmacology', 'study skills', 'teas exam']);
  });

  it('matches every word of the search in the title or the excerpt, in any case, within the category', () => {
    const slugs = (query: string, category = '') => filterPosts(blogPostsFixture, { query, category }).map((post) => post.slug);
    expect(slugs('TEAS')).toEqual(['how-to-pass-teas-7', 'teas-math-tips', 'hesi-vs-teas', 'teas-science']);
    expect(slugs('flashcards')).toEqual(['pharmacology-memory-techniques']);
    expect(slugs('teas anatomy')).toEqual(['teas-science']);
    expect(slugs('teas', 'hesi a2')).toEqual(['hesi-vs-teas']);
    expect(slugs('', 'study skills')).toEqual(['nursing-school-study-habits', 'clinical-skills-mastery']);
    expect(slugs('astrology')).toEqual([]);
  });

  it('cuts the list into pages, bringing a page out of range back into it', () => {
    expect(pageOfPosts(blogPostsFixture, 1, 6)).toMatchObject({ page: 1, pageCount: 2, items: blogPostsFixture.slice(0, 6) });
    expect(pageOfPosts(blogPostsFixture, 2, 6)).toMatchObject({ page: 2, pageCount: 2, items: blogPostsFixture.slice(6) });
    expect(pageOfPosts(blogPostsFixture, 9, 6).page).toBe(2);
    expect(pageOfPosts([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('ranks topics by their real number of articles, ties by the newest article', () => {
    expect(popularTopics(blogPostsFixture, 4)).toEqual([
      { category: 'teas exam', label: 'TEAS Exam', count: 3 },
      { category: 'study skills', label: 'Study Skills', count: 2 },
      { category: 'hesi a2', label: 'HESI A2', count: 1 },
      { category: 'nclex-rn', label: 'NCLEX-RN', count: 1 },
    ]);
  });
});
