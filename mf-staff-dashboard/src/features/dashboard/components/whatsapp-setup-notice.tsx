import styled from 'styled-components';
import { AlertTriangle } from '@nurseprep/shared-ui';
import { setupTexts } from '../data/dashboard-texts';

const Notice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Said instead of a form that could only fail: which server settings the feature still needs. */
export function WhatsappSetupNotice({ title, missing }: { title: string; missing: readonly string[] }) {
  return (
    <Notice>
      <AlertTriangle size={20} aria-hidden="true" />
      <div>
        <h3>{title}</h3>
        <p>{setupTexts.missing(missing)}</p>
      </div>
    </Notice>
  );
}
