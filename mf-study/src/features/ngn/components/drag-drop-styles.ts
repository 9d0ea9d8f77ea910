import styled from 'styled-components';
import { focusRing } from './ngn-styles';
import { markOutline } from './part-marks';

/** The token bank: a drop target too, outlined while a token is dragged over it. */
export const Bank = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[data-over] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const BankHeading = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const TokenList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A token in the bank: a 44 px button, pressed (aria-pressed) while picked up. */
export const TokenButton = styled.button`
  min-height: 44px;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: grab;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* Picked up: white on blue, with a thicker frame, until it is placed or put back. */
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.primaryText};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** A blank in the passage: dashed while empty, showing its token once filled, marked once graded. */
export const BlankButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-width: 8rem;
  min-height: 36px;
  max-width: 100%;
  margin: 2px 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: left;
  vertical-align: middle;
  cursor: pointer;
  &[data-state='empty'] {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-state='filled'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: grab;
  }
  /* A token is in hand, or being dragged over this blank: show where it can go. */
  &[data-ready]:not(:disabled),
  &[data-over] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${markOutline}
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
