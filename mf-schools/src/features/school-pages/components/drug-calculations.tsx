import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import type { DrugCalculation } from '../data/school-page-types';
import { schoolPageTexts as texts } from '../data/school-page-texts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Formula = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

const Answer = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Worked dosage calculations: the problem, the formula, each step with units, the answer and a sense check. */
export function DrugCalculations({ examples, headingLevel }: { examples: readonly DrugCalculation[]; headingLevel: 'h4' | 'h5' }) {
  return (
    <List>
      {examples.map((example) => (
        <Card as="li" key={example.title}>
          <CardHeader>
            <CardTitle as={headingLevel}>{example.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <p>{example.problem}</p>
            <Formula>
              {texts.formula}: {example.formula}
            </Formula>
            <Steps>
              {example.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Steps>
            <Answer>
              {texts.answer}: {example.answer}
            </Answer>
            {example.check ? <p>{example.check}</p> : null}
          </CardContent>
        </Card>
      ))}
    </List>
  );
}
