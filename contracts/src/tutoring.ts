/**
 * Tutoring options and prices, defined once so every page shows the same figures (the 4-session package is
 * $180-$350 everywhere).
 */
export const tutoringOptionIds = ['one-on-one', 'small-group', 'exam-prep-package'] as const;
export type TutoringOptionId = (typeof tutoringOptionIds)[number];

export interface TutoringOption {
  id: TutoringOptionId;
  title: string;
  description: string;
  /** The price as shown, e.g. "$50-$100". */
  price: string;
  /** What the price is for, e.g. "per hour". */
  unit: string;
}

export const tutoringOptions: readonly TutoringOption[] = [
  {
    id: 'one-on-one',
    title: 'One-on-One Tutoring',
    description: 'Personal sessions built around your exam, your weak areas and your schedule.',
    price: '$50-$100',
    unit: 'per hour',
  },
  {
    id: 'small-group',
    title: 'Small Group Sessions',
    description: 'Study with 2-4 students preparing for the same exam or course, led by one tutor.',
    price: '$30-$40',
    unit: 'per person per hour',
  },
  {
    id: 'exam-prep-package',
    title: 'Exam Prep Package',
    description: 'Four focused sessions with a study plan, practice tests and review of every result.',
    price: '$180-$350',
    unit: 'for 4 sessions',
  },
];

/** Free cancellation up to this many hours before a session. */
export const tutoringFreeCancellationHours = 24;
