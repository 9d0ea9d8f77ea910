import { useQuery } from '@tanstack/react-query';
import { latestVisitorResults } from '../../practice';

/** A visitor's last practice results in this browser (run only after the first render: it reads localStorage). */
export function useVisitorPracticeResults(bank: string, enabled: boolean) {
  return useQuery({ queryKey: ['planner-visitor-results', bank], queryFn: () => latestVisitorResults(bank), enabled });
}
