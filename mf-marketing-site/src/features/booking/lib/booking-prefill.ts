import { findSchool, serviceTypes, type ServiceType } from '@nurseprep/contracts';
import { tutors } from '../../../data/tutors';
import { bookingTexts } from '../data/booking-texts';

export interface BookingPrefill {
  serviceType: ServiceType | '';
  description: string;
}

// A name from a link is shown back to the person: keep it short and plain.
const plainName = /^[\p{L}\p{N} .,&'()/-]{1,60}$/u;

function isServiceType(value: string | null): value is ServiceType {
  return value !== null && (serviceTypes as readonly string[]).includes(value);
}

/**
 * What a link such as /booking?service=tutoring&exam=ATI or ?service=tutoring&school=chamberlain fills in: the
 * service type, and a first line of the description naming the exam, school or tutor (the person can edit it).
 * Unknown services, schools and tutors, and names with unusual characters, are ignored.
 */
export function bookingPrefillFrom(search: URLSearchParams): BookingPrefill {
  const service = search.get('service');
  const exam = search.get('exam')?.trim() ?? '';
  const school = findSchool(search.get('school'));
  const tutor = tutors.find((candidate) => candidate.id === search.get('tutor'));
  const lines = [
    plainName.test(exam) ? bookingTexts.prefill.exam(exam) : null,
    school ? bookingTexts.prefill.school(school.name) : null,
    tutor ? bookingTexts.prefill.tutor(tutor.name) : null,
  ].filter((line): line is string => line !== null);
  return {
    serviceType: isServiceType(service) ? service : '',
    description: lines.length > 0 ? `${lines.join('\n')}\n` : '',
  };
}
