import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Info } from '@nurseprep/shared-ui';
import { sharedTexts } from '../data/shared-texts';

const Note = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; margin-top: 0.2em; }
`;

/** The not-affiliated statement under every section that names schools. */
export function NotAffiliatedNote(props: ComponentProps<'p'>) {
  return (
    <Note {...props}>
      <Info aria-hidden="true" size={16} />
      <span>{sharedTexts.notAffiliated}</span>
    </Note>
  );
}
