import { flashcardsPagePaths, plannerPagePaths, practicePagePaths } from '@nurseprep/contracts/routes';
import { BookOpen, Calendar, ClipboardList, type LucideIcon } from '@nurseprep/shared-ui';

export interface StudyTool {
  title: string;
  description: string;
  href: string;
  action: string;
  icon: LucideIcon;
}

export interface StudyTools {
  heading: string;
  lead: string;
  tools: readonly StudyTool[];
}

type StudyToolsSlug = keyof typeof flashcardsPagePaths;

const labels: Record<StudyToolsSlug, string> = { teas: 'TEAS', hesi: 'HESI A2', nclex: 'NCLEX-RN', pharmacology: 'Pharmacology' };

/** The free practice questions, flashcards and (for TEAS, HESI and NCLEX) study planner of an exam or subject. */
export function studyToolsFor(slug: StudyToolsSlug): StudyTools {
  const label = labels[slug];
  const planner = slug === 'pharmacology' ? null : plannerPagePaths[slug];
  return {
    heading: `Free ${label} Study Tools`,
    lead: 'Practice, review and plan for free: your progress is kept in your browser, or in your account when you sign in.',
    tools: [
      {
        title: 'Practice questions',
        description: 'Original questions with a rationale for every option, untimed or against the clock.',
        href: practicePagePaths[slug],
        action: `Practice ${label} questions`,
        icon: ClipboardList,
      },
      {
        title: 'Flashcards',
        description: 'Decks with spaced repetition: each card comes back just before you would forget it.',
        href: flashcardsPagePaths[slug],
        action: `Study ${label} flashcards`,
        icon: BookOpen,
      },
      ...(planner
        ? [
            {
              title: 'Study planner',
              description: 'Your exam date and weekly hours give a week-by-week plan with checkpoints, as a calendar file too.',
              href: planner,
              action: `Plan your ${label} study`,
              icon: Calendar,
            },
          ]
        : []),
    ],
  };
}
