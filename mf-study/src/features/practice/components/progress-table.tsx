import type { PracticeProgress } from '../requests/practice-types';
import { myStudyTexts } from '../data/my-study-texts';
import { DataTable, TableScroll } from './category-table';
import { shortDate } from '../lib/dates';

const texts = myStudyTexts.progress;

/** The trend chart's numbers: one row per category, one column per submitted test. */
export function ProgressTable({ progress }: { progress: PracticeProgress['banks'][number] }) {
  return (
    <TableScroll tabIndex={0} role="group" aria-label={texts.tableCaption(progress.label)}>
      <DataTable>
        <caption>{texts.tableCaption(progress.label)}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.categoryColumn}</th>
            {progress.trend.map((test, index) => (
              <th key={test.attemptId} scope="col" className="number">
                {texts.attemptColumn(index + 1, shortDate(test.submittedAt))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.categories.map((category) => (
            <tr key={category.category}>
              <th scope="row">{category.label}</th>
              {progress.trend.map((test) => {
                const point = category.points.find((entry) => entry.attemptId === test.attemptId);
                return (
                  <td key={test.attemptId} className="number">
                    {point ? `${Math.round(point.percent)}%` : texts.notAsked}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr>
            <th scope="row">{texts.overall}</th>
            {progress.trend.map((test) => (
              <td key={test.attemptId} className="number">
                <strong>{Math.round(test.percent)}%</strong>
              </td>
            ))}
          </tr>
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
