/** The rows of `db.execute` (node-postgres and PGlite both answer an object with `rows`). */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
