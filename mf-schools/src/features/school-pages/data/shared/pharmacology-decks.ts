import { flashcardsPagePaths } from '@nurseprep/contracts/routes';

/** The site's pharmacology flashcard decks, for the pharmacology courses (Chamberlain NR-293, Walden NURS 6521). */
export const pharmacologyDeckLinks = [
  {
    label: 'Drug classes deck',
    href: `${flashcardsPagePaths.pharmacology}/pharmacology-drug-classes`,
    description: 'Drug classes by their name stems, what they do and the checks before each dose; cards come back just before you would forget them.',
  },
  {
    label: 'Prototype drugs deck',
    href: `${flashcardsPagePaths.pharmacology}/pharmacology-prototypes`,
    description: 'The prototype of each class: mechanism, key adverse effects, boxed warnings and antidotes.',
  },
  {
    label: 'All pharmacology flashcards',
    href: flashcardsPagePaths.pharmacology,
    description: 'Every pharmacology deck with your new and due cards. Free; sign in to keep your progress on every device.',
  },
] as const;
