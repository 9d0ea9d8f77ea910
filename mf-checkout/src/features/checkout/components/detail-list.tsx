import styled from 'styled-components';

/** Label/value pairs a payer copies from: cashtag, Zelle email, coin amount, wallet address. */
export const DetailList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  dd:last-child { margin-bottom: 0; }
`;

/** The panel's instructions paragraph. */
export const Instructions = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Fields and the action of one payment method, stacked. */
export const PanelStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
