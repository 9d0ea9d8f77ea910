import type { ButtonSize, ButtonVariant } from '@nurseprep/shared-ui';
import type { SectionTone } from '@nurseprep/shared-ui';
import type { SpinnerSize } from '@nurseprep/shared-ui';
import type { TooltipSide } from '@nurseprep/shared-ui';
import type { ToastInput } from '@nurseprep/shared-ui';

/** Sample content for the component catalogue (a dev-only page for designers, not product copy). */

export const catalogueTitle = 'Component catalogue';
export const catalogueLead =
  'Every shared-ui component in its variants and states, on the theme tokens. Use Tab, the arrow keys and Escape to try the keyboard behaviour.';

/** Sections in page order: the contents list and each section's h2 and lead come from here. */
export const catalogueSections = {
  button: {
    title: 'Button and ButtonLink',
    lead: 'Variants from one table, three sizes, disabled, with icons, and links that look like buttons.',
  },
  fields: {
    title: 'TextField, TextArea, SelectField and Select',
    lead: 'Form fields with a label, an optional hint and an error tied to the control; Select is the plain labelled picker for filters.',
  },
  overlays: {
    title: 'Dialog, Tooltip and Toast',
    lead: 'A dialog traps focus and closes on Escape; a tooltip shows on hover and focus; toasts appear in the shell\'s toast viewport (F8 focuses it).',
  },
  tabs: {
    title: 'Tabs',
    lead: 'WAI-ARIA tabs: Tab enters at the selected tab, Left and Right (Up and Down when vertical) select the next one, Home and End jump to the ends.',
  },
  'letter-filter': {
    title: 'LetterFilter',
    lead: 'A-Z toggle buttons. Letters without items are disabled; pressing the selected letter again clears it. Arrow keys, Home and End move between enabled letters.',
  },
  card: {
    title: 'Card',
    lead: 'Card with CardHeader, CardTitle (heading level by `as`), CardDescription, CardContent and CardFooter.',
  },
  badge: { title: 'Badge', lead: 'Six variants from one table; every text and background pair is at least 4.5:1.' },
  loading: {
    title: 'Skeleton and Spinner',
    lead: 'Skeleton blocks are hidden from screen readers (mark the loading region aria-busy); Spinner is a status region that says what is loading.',
  },
  layout: {
    title: 'Container, Section and VisuallyHidden',
    lead: 'Every band on this page is a Section inside a Container (the content column of the header and footer). Section tones:',
  },
  icons: { title: 'Icons', lead: 'The icons apps may use, by their export name (import them from @nurseprep/shared-ui).' },
} as const satisfies Record<string, { title: string; lead: string }>;

export type CatalogueSectionId = keyof typeof catalogueSections;

export const buttonVariantSamples: readonly ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive'];
export const buttonSizeSamples: readonly ButtonSize[] = ['sm', 'md', 'lg'];

export const examOptions = [
  { value: 'ged', label: 'GED' },
  { value: 'teas', label: 'TEAS 7' },
  { value: 'hesi', label: 'HESI A2' },
  { value: 'nclex', label: 'NCLEX-RN' },
] as const;

export const categoryOptions = [
  { value: 'all', label: 'All Categories' },
  { value: 'nclex', label: 'nclex' },
  { value: 'study tips', label: 'study tips' },
] as const;

export const tabSamples = [
  { value: 'math', label: 'Math', content: 'Mathematical Reasoning: a study guide and a practice test.' },
  { value: 'science', label: 'Science', content: 'Science: a study guide and a practice test.' },
  { value: 'language', label: 'Language', content: 'Reasoning Through Language Arts: coming soon.' },
  { value: 'social', label: 'Social Studies', content: 'Social Studies: coming soon.' },
] as const;

export const verticalTabSamples = [
  { value: 'materials', label: 'Materials', content: 'Study materials for the ATI TEAS.' },
  { value: 'strategies', label: 'Strategies', content: 'Test-taking strategies.' },
  { value: 'practice', label: 'Practice', content: 'Practice questions with explanations.' },
] as const;

/** Letters that have a school in the sample: the rest of the alphabet shows disabled. */
export const sampleSchoolLetters = ['A', 'C', 'G', 'P', 'U', 'W'] as const;

export const sectionToneSamples: readonly { tone: SectionTone; label: string }[] = [
  { tone: 'default', label: 'default (background)' },
  { tone: 'surface', label: 'surface' },
  { tone: 'surfaceAlt', label: 'surfaceAlt' },
];

export const spinnerSizeSamples: readonly SpinnerSize[] = ['sm', 'md', 'lg'];

export const dialogSample = {
  openLabel: 'Open dialog',
  title: 'Preview: HESI A2 Study Guide',
  description: 'A sample dialog: focus starts inside, Tab stays inside, Escape closes it.',
  body: 'Anatomy and physiology, math, reading comprehension, vocabulary and grammar.',
  fieldLabel: 'Your email',
  confirmLabel: 'Sign up to download',
  cancelLabel: 'Cancel',
} as const;

export const tooltipSamples = [
  { side: 'top', triggerLabel: 'Copy (top)', content: 'Copy the wallet address' },
  { side: 'right', triggerLabel: 'Verified (right)', content: 'Checked by our tutors' },
  { side: 'bottom', triggerLabel: 'Premium (bottom)', content: 'Included with a premium package' },
  { side: 'left', triggerLabel: 'Download (left)', content: 'Sign in to download' },
] as const satisfies readonly { side: TooltipSide; triggerLabel: string; content: string }[];

export const toastSamples = [
  { buttonLabel: 'Show a toast', variant: 'primary', toast: { title: 'Request sent', description: 'We will reply within 24 hours.' } },
  {
    buttonLabel: 'Show a destructive toast',
    variant: 'destructive',
    toast: { title: 'Something went wrong', description: 'Please try again in a moment.', variant: 'destructive' },
  },
] as const satisfies readonly { buttonLabel: string; variant: ButtonVariant; toast: ToastInput }[];
