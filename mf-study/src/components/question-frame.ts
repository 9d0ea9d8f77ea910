import styled from 'styled-components';

/**
 * The frame of a question on the study pages (practice questions and NGN items): the small label above it
 * ("Question 3 of 10"), the fieldset its controls sit in, and the stem as the fieldset's legend, so the stem
 * names the group.
 */
export const QuestionLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const QuestionFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const QuestionStem = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-line;
`;
