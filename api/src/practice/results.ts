/** Results live in contracts (the front-end tests' fake words them the same way); the API's modules import them from here. */
export {
  interpretationOf,
  levelFor,
  percentOf,
  scoreByCategory,
  teasLevelOf,
  teasLevels,
  weakestOf,
  type ScoredQuestion,
} from '@nurseprep/contracts';
