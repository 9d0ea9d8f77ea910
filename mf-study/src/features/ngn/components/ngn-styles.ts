import styled, { css } from 'styled-components';

/** The site's focus ring (as the global style draws it), for controls that draw their own box. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

/** What to do, under the stem. */
export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A polite live line: what a choice just did, or why no more can be chosen. */
export const StatusLine = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A passage with controls in its lines: line height keeps every inline control at least 24 px tall. */
export const Passage = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  line-height: 2.4;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
