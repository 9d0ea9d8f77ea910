import styled from 'styled-components';

const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;
  max-width: 72ch;
  overflow-wrap: break-word;
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxl}; margin: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.md}`}; line-height: ${({ theme }) => theme.lineHeights.tight}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.sm}`}; }
  h2, h3 { scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md}); }
  p, ul, ol { margin: ${({ theme }) => `0 0 ${theme.space.md}`}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  blockquote {
    margin: ${({ theme }) => `${theme.space.lg} 0`};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    p:last-child { margin-bottom: 0; }
  }
  /* The server wraps each table in a focusable region that scrolls sideways when the table is wider than the screen. */
  .table-scroll {
    max-width: 100%;
    overflow-x: auto;
    margin: ${({ theme }) => `${theme.space.lg} 0`};
    &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  }
  table {
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  th, td { border: 1px solid ${({ theme }) => theme.colors.border}; padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; text-align: left; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.surface}; }
  code { font-size: 0.9em; background: ${({ theme }) => theme.colors.surface}; padding: 0 ${({ theme }) => theme.space.xs}; border-radius: ${({ theme }) => theme.radii.sm}; }
`;

/**
 * The article's text. The HTML comes from our server, which renders our Markdown with raw HTML escaped and
 * unsafe links refused (api/src/seed/article-markdown.ts), so it is set as it is.
 */
export function ArticleBody({ html }: { html: string }) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
