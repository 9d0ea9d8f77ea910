import { useState } from 'react';
import { Button } from '@nurseprep/shared-ui';
import { Dialog } from '@nurseprep/shared-ui';
import { TextField } from '@nurseprep/shared-ui';
import { Tooltip } from '@nurseprep/shared-ui';
import { Copy, Download, ShieldCheck, Star } from '@nurseprep/shared-ui';
import { toast } from '@nurseprep/shared-ui';
import { dialogSample, toastSamples, tooltipSamples } from './catalogue-data';
import { CatalogueSection, SampleCaption, SampleGrid, SampleRow } from './catalogue-section';

const tooltipIcons = { top: Copy, right: ShieldCheck, bottom: Star, left: Download } as const;

function TooltipSamples() {
  return (
    <SampleRow>
      {tooltipSamples.map((sample) => {
        const Icon = tooltipIcons[sample.side];
        return (
          <Tooltip key={sample.side} content={sample.content} side={sample.side}>
            <Button variant="outline" size="sm">
              <Icon aria-hidden="true" /> {sample.triggerLabel}
            </Button>
          </Tooltip>
        );
      })}
    </SampleRow>
  );
}

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
          <SampleCaption>Tooltip (hover or focus; each side)</SampleCaption>
          <TooltipSamples />
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
