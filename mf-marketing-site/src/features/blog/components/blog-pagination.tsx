import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ChevronLeft, ChevronRight } from '@nurseprep/shared-ui';
import { blogTexts } from '../data/blog-texts';

const texts = blogTexts.pagination;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;
`;

const itemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const PageLink = styled(Link)`
  ${itemStyles}
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='page'] { background: ${({ theme }) => theme.colors.primary}; border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Unavailable = styled.span`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Page links of the list (the page lives in the URL); nothing when every article fits on one page. */
export function BlogPagination({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={texts.label}>
      <List>
        <li>
          {page > 1 ? (
            <PageLink to={hrefOf(page - 1)} rel="prev">
              <ChevronLeft aria-hidden="true" size={16} />
              {texts.previous}
            </PageLink>
          ) : (
            <Unavailable aria-disabled="true">
              <ChevronLeft aria-hidden="true" size={16} />
              {texts.previous}
            </Unavailable>
          )}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <PageLink to={hrefOf(number)} aria-current={number === page ? 'page' : undefined} aria-label={texts.page(number)}>
              {number}
            </PageLink>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <PageLink to={hrefOf(page + 1)} rel="next">
              {texts.next}
              <ChevronRight aria-hidden="true" size={16} />
            </PageLink>
          ) : (
            <Unavailable aria-disabled="true">
              {texts.next}
              <ChevronRight aria-hidden="true" size={16} />
            </Unavailable>
          )}
        </li>
      </List>
    </nav>
  );
}
