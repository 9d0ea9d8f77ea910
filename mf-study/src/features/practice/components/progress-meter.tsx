import styled from 'styled-components';
import { practiceTexts } from '../data/practice-texts';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 200ms ease;
`;

const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** How many questions are answered, as a labelled progressbar with its numbers in words too. */
export function ProgressMeter({ answered, total }: { answered: number; total: number }) {
  const text = practiceTexts.runner.progressText(answered, total);
  return (
    <div>
      <Caption aria-hidden="true">{text}</Caption>
      <Track
        role="progressbar"
        aria-label={practiceTexts.runner.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={text}
      >
        <Fill style={{ width: `${total ? (answered / total) * 100 : 0}%` }} />
      </Track>
    </div>
  );
}
