import { useSearchParams } from 'react-router-dom';
import { defaultOffer, findOffer, type Offer } from '@nurseprep/contracts';

/** The offer named by `?package=<id>`, or the default $700 premium package when it is missing or unknown. */
export function useCheckoutOffer(): Offer {
  const [searchParams] = useSearchParams();
  return findOffer(searchParams.get('package')) ?? defaultOffer;
}
