import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a query's rows, in the order `ordered` gives them, and how many rows the whole query
 * has: the count runs on the same conditions, at the same time as the page.
 */
export async function pageAndTotal<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    ordered(query).limit(limit).offset((page - 1) * limit).execute(),
    // The compiler cannot name the selected column of a query whose tables are a type parameter.
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() as Promise<{ total: number | string }>,
  ]);
  return { rows, total: Number(count.total) };
}
