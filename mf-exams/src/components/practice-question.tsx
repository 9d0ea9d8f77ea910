import styled from 'styled-components';
import { Card, CardContent, optionLetter } from '@nurseprep/shared-ui';
import { uiTexts } from '../data/ui-texts';
import type { PracticeItem } from '../lib/content-types';

const Question = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Options = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  list-style: upper-alpha;
`;

const Answer = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    min-height: 24px;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  p { margin: ${({ theme }) => theme.space.sm} 0 0; }
`;

/** A practice question; its answer and explanation open on request (a native disclosure). */
export function PracticeQuestion({ item, number }: { item: PracticeItem; number: number }) {
  const answer = item.options[item.answerIndex];
  return (
    <Card as="li">
      <CardContent>
        <Question>
          {number}. {item.question}
        </Question>
        <Options>
          {item.options.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </Options>
        <Answer>
          <summary>{uiTexts.showAnswer}</summary>
          <p>
            <strong>{uiTexts.answer(optionLetter(item.answerIndex), answer ?? '')}</strong>
          </p>
          <p>{item.explanation}</p>
        </Answer>
      </CardContent>
    </Card>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

export function PracticeList({ items }: { items: readonly PracticeItem[] }) {
  return (
    <List>
      {items.map((item, index) => (
        <PracticeQuestion key={item.question} item={item} number={index + 1} />
      ))}
    </List>
  );
}
