import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Skeleton } from './skeleton';

test('placeholder blocks are hidden from assistive technology, which hears the busy region instead', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <section aria-labelledby="schools-title" aria-busy="true">
        <h2 id="schools-title">Schools</h2>
        <Skeleton $height="120px" />
        <Skeleton $width="60%" />
      </section>
    </ThemeProvider>,
  );
  const region = screen.getByRole('region', { name: 'Schools' });
  expect(region).toHaveAttribute('aria-busy', 'true');
  const blocks = container.querySelectorAll('[aria-hidden="true"]');
  expect(blocks).toHaveLength(2);
  expect(blocks[0]).toHaveStyle({ height: '120px', width: '100%' });
  expect(blocks[1]).toHaveStyle({ height: '1em', width: '60%' });
  // Nothing but the heading is exposed: no stray text or roles from the blocks.
  expect(region).toHaveTextContent(/^Schools$/);
});

test('keeps consumer props such as className and style', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Skeleton className="avatar" style={{ margin: '4px' }} $radius="pill" $width="48px" $height="48px" />
    </ThemeProvider>,
  );
  const block = container.querySelector('.avatar');
  expect(block).toHaveAttribute('aria-hidden', 'true');
  expect(block).toHaveStyle({ margin: '4px', borderRadius: theme.radii.pill });
});

test('has no axe violations', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <div aria-busy="true">
        <Skeleton $height="2rem" />
      </div>
    </ThemeProvider>,
  );
  expect(await axe(container)).toHaveNoViolations();
});
