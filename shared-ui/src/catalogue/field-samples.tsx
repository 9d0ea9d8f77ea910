import { Select } from '@nurseprep/shared-ui';
import { SelectField } from '@nurseprep/shared-ui';
import { TextArea } from '@nurseprep/shared-ui';
import { TextField } from '@nurseprep/shared-ui';
import { categoryOptions, examOptions } from './catalogue-data';
import { CatalogueSection, SampleCaption, SampleGrid } from './catalogue-section';

export function FieldSamples() {
  return (
    <CatalogueSection id="fields" tone="surface">
      <SampleCaption>TextField</SampleCaption>
      <SampleGrid>
        <TextField label="Full name" placeholder="Jane Doe" />
        <TextField label="Phone number" hint="Include country code, no + or spaces" inputMode="tel" />
        <TextField label="Email" type="email" required defaultValue="not-an-email" error="Please enter a valid email address" />
        <TextField label="Disabled" disabled defaultValue="Cannot edit" />
      </SampleGrid>
      <SampleCaption>TextArea</SampleCaption>
      <SampleGrid>
        <TextArea label="Message" hint="Include contact info" />
        <TextArea label="Details" required error="Please provide more details" />
      </SampleGrid>
      <SampleCaption>SelectField</SampleCaption>
      <SampleGrid>
        <SelectField label="Subject" placeholder="Select a subject" options={examOptions} />
        <SelectField label="Exam" required placeholder="Select an exam" options={examOptions} error="Please select a subject" />
        <SelectField label="Disabled select" disabled options={examOptions} />
      </SampleGrid>
      <SampleCaption>Select</SampleCaption>
      <SampleGrid>
        <Select label="Choose an exam" options={examOptions} defaultValue="ged" />
        <Select label="Blog category" hideLabel options={categoryOptions} />
        <Select label="Disabled picker" options={examOptions} disabled />
      </SampleGrid>
    </CatalogueSection>
  );
}
