import type { ServiceRequestFormValues } from '@nurseprep/contracts';

/** A submission the server acknowledged with 201 and the id it gave. */
export interface Acknowledged {
  id: number;
  email: string;
  name: string;
}

export interface BurstResult {
  acknowledged: Acknowledged[];
  /** Answers other than 201 (there should be none before the crash). */
  otherAnswers: { status: number; body: string }[];
  /** Requests that got no answer: in flight when the server died, or sent after. */
  unanswered: number;
}

/** Service request number `index` of a run: a distinct name and email each. */
export function serviceRequestNumber(run: string, index: number): ServiceRequestFormValues {
  return {
    name: `Burst ${run} ${index}`,
    email: `burst-${run}-${index}@example.com`,
    phone: '15550100123',
    serviceType: 'exam-prep',
    urgencyLevel: 'urgent',
    budget: '200-500',
    description: `Request ${index} of a durability burst: please call me back.`,
    additionalRequirements: '',
    preferredContactMethod: 'email',
  };
}

/**
 * Sends `total` POST /api/service-requests with `concurrency` requests in flight and calls `onAnswer` with the
 * running count of answers (the caller crashes the server part-way). Once a request fails to get an answer,
 * no new ones are started.
 */
export async function burstOfServiceRequests(options: {
  url: string;
  run: string;
  total: number;
  concurrency: number;
  onAnswer: (answers: number) => void;
}): Promise<BurstResult> {
  const result: BurstResult = { acknowledged: [], otherAnswers: [], unanswered: 0 };
  let next = 0;
  let answers = 0;
  let serverGone = false;

  async function worker(): Promise<void> {
    while (next < options.total) {
      const index = next;
      next += 1;
      if (serverGone) {
        result.unanswered += 1;
        continue;
      }
      const request = serviceRequestNumber(options.run, index);
      try {
        const response = await fetch(`${options.url}/api/service-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });
        const body = await response.text();
        answers += 1;
        if (response.status === 201) {
          result.acknowledged.push({ id: (JSON.parse(body) as { id: number }).id, email: request.email, name: request.name });
        } else {
          result.otherAnswers.push({ status: response.status, body });
        }
        options.onAnswer(answers);
      } catch {
        serverGone = true;
        result.unanswered += 1;
      }
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, () => worker()));
  return result;
}
