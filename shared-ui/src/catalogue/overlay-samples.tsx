import { useState } from 'react';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import { toast } from '../toast/toast-store';
import { dialogSample, toastSamples } from './catalogue-data';
import { CatalogueSection, SampleCaption, SampleGrid, SampleRow } from './catalogue-section';

function DialogSample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {dialogSample.openLabel}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={dialogSample.title} description={dialogSample.description}>
        <p>{dialogSample.body}</p>
        <TextField label={dialogSample.fieldLabel} type="email" />
        <SampleRow style={{ marginTop: '16px', marginBottom: 0 }}>
          <Button onClick={() => setOpen(false)}>{dialogSample.confirmLabel}</Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {dialogSample.cancelLabel}
          </Button>
        </SampleRow>
      </Dialog>
    </>
  );
}

export function OverlaySamples() {
  return (
    <CatalogueSection id="overlays">
      <SampleGrid>
        <div>
          <SampleCaption>Dialog</SampleCaption>
          <DialogSample />
        </div>
        <div>
          <SampleCaption>Toast</SampleCaption>
          <SampleRow>
            {toastSamples.map((sample) => (
              <Button key={sample.buttonLabel} variant={sample.variant} onClick={() => toast(sample.toast)}>
                {sample.buttonLabel}
              </Button>
            ))}
          </SampleRow>
        </div>
      </SampleGrid>
    </CatalogueSection>
  );
}
