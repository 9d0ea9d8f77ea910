import styled from 'styled-components';
import { Card, Container } from '@nurseprep/shared-ui';

/** The study page's title band: the page header's tone, short, so the card is on screen at once on a phone. */
export const StudyHeader = styled.header`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding-block: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.lg};
  }
  h1 {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    max-width: 70ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* On a phone the card comes first: the deck's description waits for wider screens. */
  [data-deck-description] {
    display: none;
    ${({ theme }) => theme.media.md} {
      display: block;
    }
  }
`;

export const BackLink = styled.p`
  && {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 32px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StudyBody = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  max-width: 820px;
  > * {
    min-width: 0;
  }
  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xl};
  }
`;

export const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Row = styled.div<{ $spread?: boolean }>`
  display: flex;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'flex-start')};
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
