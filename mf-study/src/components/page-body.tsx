import styled from 'styled-components';
import { Container } from '@nurseprep/shared-ui';

/**
 * The column under a study page's header (practice, results, My Study, flashcards, planner): its sections in a
 * grid with the site's spacing. Grid items may shrink below a wide child's width, so a wide table scrolls inside
 * its card instead of widening the page.
 */
export const PageBody = styled(Container)<{ $gap?: 'lg' | 'xl' }>`
  display: grid;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
  padding-block: ${({ theme }) => theme.space.xl};
  > * {
    min-width: 0;
  }
`;
