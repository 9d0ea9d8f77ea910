/** A Graph API failure as staff should read it: what happened and what to do. */
export interface GraphFailure {
  /** Graph's error code; null when Graph was never reached (network failure, timeout). */
  code: number | null;
  reason: string;
}

/** Graph error codes staff meet, turned into sentences they can act on. */
const sentences: Readonly<Record<number, string>> = {
  131047:
    'This person has not written to us in the last 24 hours, so a free-text message cannot reach them. Only an approved template can: use a campaign, or wait until they write again.',
  131026: 'WhatsApp could not deliver to this number: check that it is right and has WhatsApp, with the country code and no + or spaces.',
  130429: 'WhatsApp is limiting how fast we send right now. Try again in a minute.',
  131049: 'WhatsApp held this marketing message back to keep this person from getting too many. Try again in a few days.',
  131050: 'This person has stopped marketing messages from us on WhatsApp, so it was not sent.',
  190: 'The WhatsApp access token has expired or was revoked. An administrator needs to set a new WHATSAPP_ACCESS_TOKEN.',
};

export function graphErrorSentence(code: number, graphMessage: string | undefined): string {
  return sentences[code] ?? `WhatsApp refused the message (error ${code}${graphMessage ? `: ${graphMessage}` : ''}).`;
}

export const networkFailureSentence = 'WhatsApp could not be reached (network error). Nothing was sent; try again shortly.';
export const timeoutSentence = 'WhatsApp did not answer in time. The message may not have been sent; check the conversation before trying again.';
