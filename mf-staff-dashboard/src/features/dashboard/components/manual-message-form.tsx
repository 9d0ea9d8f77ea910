import { useState, type FormEvent } from 'react';
import { Button, TextArea, TextField, toast } from '@nurseprep/shared-ui';
import { serverErrorText } from '../../../lib/server-error';
import { useSendWhatsappMessage } from '../hooks/send-whatsapp-message';
import { manualTexts } from '../data/dashboard-texts';
import { FormStack } from './form-stack';

/** Manual Messaging: one WhatsApp text to one number, with a notice for each outcome. */
export function ManualMessageForm() {
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const sending = useSendWhatsappMessage();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phone.trim() || !message.trim()) {
      toast({ variant: 'destructive', title: manualTexts.missingTitle, description: manualTexts.missingDescription });
      return;
    }
    const to = phone.trim();
    sending.mutate(
      { to, message, type: 'text' },
      {
        onSuccess: () => {
          toast({ title: manualTexts.sentTitle, description: manualTexts.sentDescription(to) });
          setPhone('');
          setMessage('');
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: manualTexts.failedTitle, description: serverErrorText(error) ?? manualTexts.failedDescription });
        },
      },
    );
  };

  return (
    <FormStack onSubmit={submit} noValidate aria-label={manualTexts.title}>
      <TextField label={manualTexts.phoneLabel} hint={manualTexts.phoneHint} name="phone" inputMode="tel" autoComplete="off" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <TextArea label={manualTexts.messageLabel} name="message" rows={6} value={message} onChange={(event) => setMessage(event.target.value)} />
      <div>
        <Button type="submit" disabled={sending.isPending}>
          {sending.isPending ? manualTexts.submitting : manualTexts.submit}
        </Button>
      </div>
    </FormStack>
  );
}
