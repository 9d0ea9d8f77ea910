import { Button } from '@nurseprep/shared-ui';
import { ButtonLink } from '@nurseprep/shared-ui';
import { ArrowRight, Download } from '@nurseprep/shared-ui';
import { buttonSizeSamples, buttonVariantSamples } from './catalogue-data';
import { CatalogueSection, SampleCaption, SampleRow } from './catalogue-section';

export function ButtonSamples() {
  return (
    <CatalogueSection id="button">
      {buttonVariantSamples.map((variant) => (
        <div key={variant}>
          <SampleCaption>{variant}</SampleCaption>
          <SampleRow>
            {buttonSizeSamples.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {`${variant} ${size}`}
              </Button>
            ))}
            <Button variant={variant} disabled>
              {`${variant} disabled`}
            </Button>
          </SampleRow>
        </div>
      ))}
      <SampleCaption>With icons and full width</SampleCaption>
      <SampleRow>
        <Button>
          <Download aria-hidden="true" /> Download
        </Button>
        <Button variant="outline">
          Next <ArrowRight aria-hidden="true" />
        </Button>
      </SampleRow>
      <SampleRow>
        <Button $fullWidth>Full-width button</Button>
      </SampleRow>
      <SampleCaption>ButtonLink</SampleCaption>
      <SampleRow>
        <ButtonLink href="/contact">In-site link (router)</ButtonLink>
        <ButtonLink href="mailto:hello@example.com" variant="outline">
          Plain link (mailto)
        </ButtonLink>
        <ButtonLink href="/payment" variant="secondary" size="sm">
          Small secondary link
        </ButtonLink>
      </SampleRow>
    </CatalogueSection>
  );
}
