import { describe, expect, it } from 'vitest';
import { type StandardDecision, decisionInForce, historyProblems, standardQueryPairs, standardStatus } from './standards.js';

const decision = (kind: StandardDecision['kind'], date: string): StandardDecision => ({ kind, date, number: `${kind}-${date}`, body: 'Министар просвете' });
const adopted = decision('adopted', '2020-03-10');
const amended = decision('amended', '2022-05-20');
const withdrawn = decision('withdrawn', '2024-09-01');

describe('the rules of a standard\'s history', () => {
  it('takes an adoption alone, then amendments, then a withdrawal', () => {
    expect(historyProblems([adopted])).toEqual([]);
    expect(historyProblems([adopted, amended, decision('amended', '2023-01-01'), withdrawn])).toEqual([]);
    expect(historyProblems([adopted, withdrawn])).toEqual([]);
  });

  it('takes decisions of the same day in the order given', () => {
    expect(historyProblems([adopted, decision('amended', adopted.date)])).toEqual([]);
  });

  it('wants the adoption first', () => {
    expect(historyProblems([amended])).toEqual([{ index: 0, field: 'kind', message: expect.stringContaining('adopt') }]);
    expect(historyProblems([withdrawn])).toEqual([expect.objectContaining({ index: 0, field: 'kind' })]);
  });

  it('wants the decisions in date order, naming the one out of place', () => {
    expect(historyProblems([adopted, decision('amended', '2019-01-01')])).toEqual([{ index: 1, field: 'date', message: expect.stringContaining('date order') }]);
    expect(historyProblems([adopted, withdrawn, decision('amended', '2023-01-01')])).toEqual(
      expect.arrayContaining([expect.objectContaining({ index: 2, field: 'date' }), expect.objectContaining({ index: 2, field: 'kind' })]),
    );
  });

  it('refuses any decision after the withdrawal, whatever its date', () => {
    expect(historyProblems([adopted, withdrawn, decision('amended', '2025-01-01')])).toEqual([{ index: 2, field: 'kind', message: expect.stringContaining('withdrawal') }]);
    expect(historyProblems([adopted, withdrawn, decision('withdrawn', '2025-01-01')])).toHaveLength(1);
  });

  it('finds nothing wrong in an empty history (the schema asks for the adoption)', () => {
    expect(historyProblems([])).toEqual([]);
  });
});

describe('the version in force and the status', () => {
  it('are the latest decision', () => {
    expect(decisionInForce([adopted])).toEqual({ version: 1, decision: adopted });
    expect(decisionInForce([adopted, amended])).toEqual({ version: 2, decision: amended });
    expect(decisionInForce([])).toBeNull();
  });

  it('is withdrawn only when the latest decision withdraws it', () => {
    expect(standardStatus([adopted])).toBe('in-force');
    expect(standardStatus([adopted, amended])).toBe('in-force');
    expect(standardStatus([adopted, withdrawn])).toBe('withdrawn');
    expect(standardStatus([])).toBe('in-force');
  });
});

describe('the standards list\'s query', () => {
  it('keeps the valid filters in a fixed order, blank ones and the first page left out', () => {
    const query = new URLSearchParams('status=withdrawn&page=2&q=+техничар+&council=7&field=0613&level=6.1');
    expect(standardQueryPairs(query)).toEqual([
      ['q', 'техничар'],
      ['level', '6.1'],
      ['field', '0613'],
      ['council', '7'],
      ['status', 'withdrawn'],
      ['page', '2'],
    ]);
    expect(standardQueryPairs(new URLSearchParams('q=&council=+&page=1'))).toEqual([]);
  });

  it('drops what the API would refuse, so a hand-edited link narrows less', () => {
    expect(standardQueryPairs(new URLSearchParams('level=9&field=06&status=active&council=Сектор&page=0&page=x'))).toEqual([]);
    const long = standardQueryPairs(new URLSearchParams({ q: 'а'.repeat(300) }));
    expect(long.map(([key, value]) => [key, value.length])).toEqual([['q', 200]]);
  });
});
