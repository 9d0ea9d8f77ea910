import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Attempt, PublicQuestion } from '../requests/practice-types';
import { practiceTexts } from '../data/practice-texts';
import { isAnswered } from '../lib/responses';
import { FlagIcon } from './flag-icon';

const texts = practiceTexts.runner;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* Beside a long passage on a wide screen, the navigator stays in view below the site's header. */
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
  h2 {
    margin: ${({ theme }) => theme.space.md} 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type ItemState = 'answered' | 'unanswered';

const Item = styled.button<{ $state: ItemState }>`
  position: relative;
  width: 100%;
  min-height: 44px;
  border: 2px solid ${({ theme, $state }) => ($state === 'answered' ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $state }) => ($state === 'answered' ? theme.colors.surfaceAlt : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    position: absolute;
    top: 2px;
    right: 2px;
    width: 12px;
    height: 12px;
    color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-current='true'] svg {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  svg {
    width: 14px;
    height: 14px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Swatch = styled.span<{ $answered: boolean }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border: 2px solid ${({ theme, $answered }) => ($answered ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $answered }) => ($answered ? theme.colors.surfaceAlt : theme.colors.background)};
`;

export interface QuestionNavigatorProps {
  /** Shown above the list (the section's clock). */
  children?: ReactNode;
  questions: readonly PublicQuestion[];
  responses: Attempt['responses'];
  current: number;
  onSelect: (index: number) => void;
}

/** The section's questions as numbered buttons: answered, flagged or unanswered, the current one marked. */
export function QuestionNavigator({ children, questions, responses, current, onSelect }: QuestionNavigatorProps) {
  return (
    <Panel>
      {children}
      <nav aria-labelledby="question-navigator-heading">
        <h2 id="question-navigator-heading">{texts.navigatorHeading}</h2>
        <Grid>
          {questions.map((question, index) => {
            const state = responses[question.id];
            const answered = isAnswered(question, state?.response);
            const flagged = Boolean(state?.flagged);
            const words = [answered ? texts.stateAnswered : texts.stateUnanswered, ...(flagged ? [texts.stateFlagged] : [])].join(', ');
            return (
              <li key={question.id}>
                <Item
                  type="button"
                  $state={answered ? 'answered' : 'unanswered'}
                  aria-current={index === current ? 'true' : undefined}
                  aria-label={texts.navigatorItem(index + 1, words)}
                  onClick={() => onSelect(index)}
                >
                  {index + 1}
                  {flagged ? <FlagIcon /> : null}
                </Item>
              </li>
            );
          })}
        </Grid>
        <Legend aria-hidden="true">
          <li>
            <Swatch $answered /> {texts.legendAnswered}
          </li>
          <li>
            <Swatch $answered={false} /> {texts.legendUnanswered}
          </li>
          <li>
            <FlagIcon /> {texts.legendFlagged}
          </li>
        </Legend>
      </nav>
    </Panel>
  );
}
