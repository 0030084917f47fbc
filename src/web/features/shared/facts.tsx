import type { ReactNode } from 'react';

/** A fact: its term and its value; a blank value (empty text, null, false) leaves the fact out. */
export type Fact = readonly [term: string, value: ReactNode];

/** Facts as a description list, each term with its value in a row of its own (the registers' cards and pages). */
export function Facts({ className, facts }: { className: string; facts: readonly Fact[] }) {
  return (
    <dl className={className}>
      {facts
        .filter(([, value]) => value !== '' && value !== null && value !== false)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
