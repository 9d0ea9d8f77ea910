import { render } from '@testing-library/react';
import { Suspense, lazy, type ReactElement } from 'react';
import { PageReadyMark } from './page-ready-mark';

describe('PageReadyMark', () => {
  afterEach(() => {
    delete document.documentElement.dataset.pageReady;
  });

  it('marks the document once the page beside it is live, not while it is still loading', async () => {
    let resolvePage: (module: { default: () => ReactElement }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (resolvePage = resolve)));
    const { findByText } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
        <PageReadyMark />
      </Suspense>,
    );
    expect(document.documentElement.dataset.pageReady).toBeUndefined();
    resolvePage({ default: () => <h1>Page</h1> });
    await findByText('Page');
    expect(document.documentElement.dataset.pageReady).toBe('true');
  });
});
