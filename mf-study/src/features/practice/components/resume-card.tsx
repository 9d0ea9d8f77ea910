import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import type { Attempt } from '../requests/practice-types';
import { modeNames, practiceTexts } from '../data/practice-texts';
import { isAnswered } from '../lib/responses';

const texts = practiceTexts.resume;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Highlight = styled(Card)`
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
`;

/** An attempt of this bank still in progress in this browser or account: resume it or set it aside. */
export function ResumeCard({ attempt, onResume, onDismiss }: { attempt: Attempt; onResume: () => void; onDismiss: () => void }) {
  const answered = attempt.questions.filter((question) => isAnswered(question, attempt.responses[question.id]?.response)).length;
  return (
    <Highlight as="section" aria-labelledby="resume-heading">
      <CardHeader>
        <CardTitle as="h2" id="resume-heading">
          {texts.heading}
        </CardTitle>
        <CardDescription>{texts.description(modeNames[attempt.mode], answered, attempt.questions.length)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Row>
          <Button onClick={onResume}>{texts.action}</Button>
          <Button variant="outline" onClick={onDismiss}>
            {texts.discard}
          </Button>
        </Row>
      </CardContent>
    </Highlight>
  );
}
