/** What other features use of practice: the countdown of a timed section, and a visitor's latest results. */
export { useCountdown } from './hooks/use-countdown';
export { latestVisitorResults, type CategoryPercent } from './requests/latest-visitor-results';
