/** The practice API's shapes, from contracts (types only: the pages never parse with zod). */
export type {
  AttemptResponseState as ResponseState,
  AttemptSection,
  AttemptSummary,
  CategoryScore,
  PracticeAttempt as Attempt,
  PracticeBankSlug,
  PracticeBanksResponse,
  PracticeMode,
  PracticeProgress,
  PracticeResponse,
  PracticeResults as AttemptResults,
  PublicQuestion,
  QuestionResult,
} from '@nurseprep/contracts';
