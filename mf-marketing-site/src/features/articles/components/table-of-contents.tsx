import styled from 'styled-components';
import type { ArticleHeading } from '@nurseprep/contracts';
import { articleTexts as texts } from '../data/article-texts';

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${({ theme }) => theme.space.sm}; }
  ol { margin: 0; padding-left: ${({ theme }) => theme.space.lg}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
`;

/** Links to the article's sections, its h2 headings (their ids come from the server's renderer). */
export function TableOfContents({ headings }: { headings: readonly ArticleHeading[] }) {
  return (
    <Nav aria-labelledby="contents-heading">
      <h2 id="contents-heading">{texts.contents}</h2>
      <ol>
        {headings
          .filter((heading) => heading.level === 2)
          .map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`}>{heading.text}</a>
            </li>
          ))}
      </ol>
    </Nav>
  );
}
