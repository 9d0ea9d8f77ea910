import { findPracticeBank } from '@nurseprep/contracts/practice-banks';
import styled from 'styled-components';
import { Card, Container } from '@nurseprep/shared-ui';
import type { Attempt } from '../requests/practice-types';
import { modeNames } from '../data/practice-texts';

/** The runner's page: a compact title bar (no hero: the question should be on screen at once). */
export const RunnerBody = styled(Container)`
  padding-block: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xl};
  }
`;

export const RunnerTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** The runner's title band: the page header's tone, shorter, so the question starts high on a phone. */
export const RunnerHeader = styled.header`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding-block: ${({ theme }) => theme.space.lg};
`;

export const RunnerBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Question beside the navigator on wide screens; stacked on phones. */
export const RunnerGrid = styled.div<{ $withAside: boolean }>`
  display: grid;
  > * {
    min-width: 0;
  }
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)')};
  }
`;

export const QuestionPanel = styled(Card)`
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const ActionGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** "ATI TEAS 7 Section quiz": the bank and the mode. */
export function runnerTitle(attempt: Pick<Attempt, 'bank' | 'mode'>): string {
  return `${findPracticeBank(attempt.bank)?.label ?? attempt.bank} ${modeNames[attempt.mode]}`;
}

/** The section's label under the title, unless it only repeats the title ("NCLEX-RN practice"). */
export function runnerSubtitle(attempt: Pick<Attempt, 'bank' | 'mode' | 'sections'>, index: number): string | null {
  const label = attempt.sections[index]?.label;
  if (!label || label.toLowerCase() === runnerTitle(attempt).toLowerCase()) return null;
  return label;
}

/**
 * Brings a question to the top of the screen (below the site's sticky header) and puts the focus on its first
 * option without a second jump, so the passage and stem above the options are in view.
 */
export function revealQuestion(panel: HTMLElement | null, { scroll = true } = {}): void {
  if (!panel) return;
  if (scroll) {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const top = panel.getBoundingClientRect().top + window.scrollY - header - 16;
    if (top < window.scrollY) window.scrollTo({ top: Math.max(0, top) });
  }
  panel.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
}
