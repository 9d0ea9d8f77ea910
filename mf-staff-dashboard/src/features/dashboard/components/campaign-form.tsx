import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { campaignAudienceOptions, type CampaignAudience, type CampaignResult } from '@nurseprep/contracts';
import { Button, ButtonLink, SelectField, TextArea, TextField, toast } from '@nurseprep/shared-ui';
import { serverErrorText } from '../../../lib/server-error';
import { useSendCampaign } from '../hooks/send-campaign';
import { campaignTexts } from '../data/dashboard-texts';
import { FormStack } from './form-stack';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Outcome = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

interface CampaignDraft {
  name: string;
  message: string;
  targetAudience: CampaignAudience;
  status: 'draft';
}

const emptyDraft: CampaignDraft = { name: '', message: '', targetAudience: 'all', status: 'draft' };

/** Marketing Campaigns: queue a campaign for an audience, with a notice for each outcome. */
export function CampaignForm() {
  const [draft, setDraft] = useState<CampaignDraft>(emptyDraft);
  const [outcome, setOutcome] = useState<CampaignResult | null>(null);
  const sending = useSendCampaign();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft.name.trim() || !draft.message.trim()) {
      toast({ variant: 'destructive', title: campaignTexts.missingTitle, description: campaignTexts.missingDescription });
      return;
    }
    // The id is made on the client from the current time.
    sending.mutate(
      { id: String(Date.now()), ...draft },
      {
        onSuccess: (result) => {
          toast({ title: campaignTexts.sentTitle, description: campaignTexts.sentDescription });
          setOutcome(result);
          setDraft(emptyDraft);
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: campaignTexts.failedTitle, description: serverErrorText(error) ?? campaignTexts.failedDescription });
        },
      },
    );
  };

  return (
    <>
      <FormStack onSubmit={submit} noValidate aria-label={campaignTexts.title}>
        <TextField label={campaignTexts.nameLabel} name="name" autoComplete="off" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
        <SelectField
          label={campaignTexts.audienceLabel}
          name="targetAudience"
          options={campaignAudienceOptions}
          value={draft.targetAudience}
          onChange={(event) => setDraft({ ...draft, targetAudience: event.target.value as CampaignAudience })}
        />
        <TextArea label={campaignTexts.messageLabel} hint={campaignTexts.messageHint} name="message" rows={8} value={draft.message} onChange={(event) => setDraft({ ...draft, message: event.target.value })} />
        <Note>{campaignTexts.audienceNote}</Note>
        <div>
          <Button type="submit" disabled={sending.isPending}>
            {sending.isPending ? campaignTexts.submitting : campaignTexts.submit}
          </Button>
        </div>
      </FormStack>
      <Outcome role="status">
        {outcome?.queued !== undefined && outcome.skipped ? (
          <>
            <p>{campaignTexts.outcome(outcome.queued, outcome.skipped)}</p>
            <ButtonLink href="/marketing/campaigns" variant="outline" size="sm">
              {campaignTexts.progressLink}
            </ButtonLink>
          </>
        ) : null}
      </Outcome>
    </>
  );
}
