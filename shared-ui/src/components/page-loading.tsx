import styled from 'styled-components';
import { Container } from './container';
import { Skeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';

const PAGE_LOADING_TEXT = 'Loading page...';

const Frame = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxl};
  min-height: 60vh;
`;

/** While a page's chunk loads: its outline, and one "Loading" for screen readers. */
export function PageLoading() {
  return (
    <Frame role="status" aria-live="polite">
      <VisuallyHidden>{PAGE_LOADING_TEXT}</VisuallyHidden>
      <Skeleton $width="60%" $height="2.5rem" />
      <Skeleton $width="80%" />
      <Skeleton $height="12rem" />
    </Frame>
  );
}
