import styled from 'styled-components';
import { Clock, VisuallyHidden } from '@nurseprep/shared-ui';
import { practiceTexts } from '../data/practice-texts';
import { useCountdown } from '../hooks/use-countdown';
import { formatClock, spokenDuration } from '../lib/format-time';

const Clockface = styled.div<{ $low: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 2px solid ${({ theme, $low }) => ($low ? theme.colors.destructive : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $low }) => ($low ? theme.colors.destructive : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  /* Below the wide layout the clock stays in view at the bottom left (the chat button holds the right). */
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.header};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.lg} {
    position: static;
    box-shadow: none;
  }
`;

export interface SectionTimerProps {
  sectionLabel: string;
  endsAt: string | undefined;
  serverNow: string;
  onTimeUp: () => void;
}

/**
 * The visible clock of a timed section (role timer: not read on every tick) and a polite live region that
 * speaks only at 5 minutes, 1 minute and time up.
 */
export function SectionTimer({ sectionLabel, endsAt, serverNow, onTimeUp }: SectionTimerProps) {
  const { remaining, announcement } = useCountdown(endsAt, serverNow, onTimeUp);
  const label = practiceTexts.timer.label(sectionLabel);
  return (
    <>
      <Clockface role="timer" aria-label={label} $low={remaining !== null && remaining <= 300}>
        <Clock aria-hidden="true" size={20} />
        <span aria-hidden="true">{remaining === null ? '--:--' : formatClock(remaining)}</span>
        <VisuallyHidden>{remaining === null ? '' : spokenDuration(remaining)}</VisuallyHidden>
      </Clockface>
      <VisuallyHidden role="status" aria-live="polite" data-testid="timer-announcement">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
