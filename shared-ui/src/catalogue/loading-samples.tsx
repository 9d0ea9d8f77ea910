import { Skeleton } from '@nurseprep/shared-ui';
import { Spinner } from '@nurseprep/shared-ui';
import { Card, CardContent, CardHeader } from '@nurseprep/shared-ui';
import { spinnerSizeSamples } from './catalogue-data';
import { CatalogueSection, SampleCaption, SampleGrid, SampleRow } from './catalogue-section';

export function LoadingSamples() {
  return (
    <CatalogueSection id="loading" tone="surfaceAlt">
      <SampleGrid>
        <div>
          <SampleCaption>Skeleton card</SampleCaption>
          <Card aria-busy="true">
            <CardHeader>
              <Skeleton $height="1.5rem" $width="70%" />
              <Skeleton $width="40%" />
            </CardHeader>
            <CardContent>
              <Skeleton $height="96px" />
            </CardContent>
          </Card>
        </div>
        <div>
          <SampleCaption>Skeleton shapes</SampleCaption>
          <SampleRow>
            <Skeleton $width="48px" $height="48px" $radius="pill" />
            <Skeleton $width="120px" $height="2rem" $radius="sm" />
          </SampleRow>
        </div>
        <div>
          <SampleCaption>Spinner sizes</SampleCaption>
          <SampleRow>
            {spinnerSizeSamples.map((size) => (
              <Spinner key={size} size={size} label={`Loading (${size} spinner sample)`} />
            ))}
          </SampleRow>
        </div>
      </SampleGrid>
    </CatalogueSection>
  );
}
