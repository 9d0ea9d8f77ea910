import styled from 'styled-components';
import { Link, useLocation } from 'react-router-dom';
import { useSeo } from '../seo/use-seo';

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.md}`};
  min-height: 50vh;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  code {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

/** The screen for any path no page exists for: the shell's unknown routes and a remote's unknown slugs. */
export function NotFoundScreen({ path }: { path: string }) {
  useSeo({ title: '404 Page Not Found', noindex: true });
  return (
    <Page aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 Page Not Found</h1>
      <Hint>
        Did you forget to add the page to the router? No route matches <code>{path}</code>.
      </Hint>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}

/** A catch-all route element: the not-found screen for the current path. */
export function NotFoundRoute() {
  return <NotFoundScreen path={useLocation().pathname} />;
}
