/**
 * Checks NGN content files as the writers and checkers work: `node --import tsx api/src/cli/check-ngn.ts <file>...`.
 * Prints every problem of every file and exits 1 if there is one.
 */
import { readFileSync } from 'node:fs';
import { caseStudyProblems, caseStudySchema, ngnItemProblems, standaloneFileSchema } from '@nurseprep/contracts';

let failed = false;
for (const file of process.argv.slice(2)) {
  const problems: string[] = [];
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const isCase = typeof data === 'object' && data !== null && 'items' in data && 'scenario' in data && 'title' in data;
    const parsed = isCase ? caseStudySchema.safeParse(data) : standaloneFileSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
    } else if (isCase) {
      problems.push(...caseStudyProblems(parsed.data as never));
    } else {
      for (const entry of (parsed.data as { items: { item: Parameters<typeof ngnItemProblems>[0] }[] }).items) {
        for (const problem of ngnItemProblems(entry.item)) problems.push(`${entry.item.id}: ${problem}`);
      }
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0) failed = true;
  console.log(problems.length === 0 ? `${file}: ok` : `${file}:\n  ${problems.join('\n  ')}`);
}
process.exit(failed ? 1 : 0);
