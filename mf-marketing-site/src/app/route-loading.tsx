import styled from 'styled-components';
import { Spinner } from '@nurseprep/shared-ui';
import { routeLoadingLabel } from '../data/shared-texts';

const Frame = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;

/** Shown while a page's chunk downloads (usually a blink). */
export function RouteLoading() {
  return (
    <Frame>
      <Spinner size="lg" label={routeLoadingLabel} />
    </Frame>
  );
}
