import styled from 'styled-components';
import { flashcardsTexts } from '../data/flashcards-texts';

const texts = flashcardsTexts.study;

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  div {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
    padding: 2px ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** New and due cards left in the session. */
export function SessionCounts({ fresh, due }: { fresh: number; due: number }) {
  return (
    <List>
      <div>
        <dt>{texts.newLabel}</dt>
        <dd>{fresh}</dd>
      </div>
      <div>
        <dt>{texts.dueLabel}</dt>
        <dd>{due}</dd>
      </div>
    </List>
  );
}
