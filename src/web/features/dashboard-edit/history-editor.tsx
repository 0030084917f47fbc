import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '../../../common/schemas/common.js';
import { DECISIONS_MAX, DECISION_KINDS } from '../../../common/standards.js';
import type { DecisionValue } from './edit-form-state.js';
import { RowList, type RowsProps } from './row-list.js';

/**
 * A standard's history of decisions, oldest first: each row its kind, number, date and the body
 * that took it. A new row continues the history (an amendment after the adoption); the server
 * checks the order and that nothing follows a withdrawal, and its message shows here.
 */
export function HistoryEditor(props: RowsProps<DecisionValue>) {
  const { t } = useTranslation('dashboard-edit');
  const next = (rows: DecisionValue[]): DecisionValue => ({ kind: rows.length === 0 ? 'adopted' : 'amended', number: '', date: '', body: rows.at(-1)?.body ?? '' });

  return (
    <RowList {...props} legend={t('own.history')} hint={t('own.historyHint')} add={t('own.decisionAdd')} max={DECISIONS_MAX} empty={next} rowName={(number) => t('own.decisionRow', { number })}
      row={(row, index, change) => (
        <>
          <NativeSelect
            style={{ flex: '1 1 9rem' }}
            label={t('own.decisionKind', { number: index + 1 })}
            value={row.kind}
            onChange={(event) => change({ ...row, kind: event.currentTarget.value })}
            data={DECISION_KINDS.map((kind) => ({ value: kind, label: t(`decisionKinds.${kind}`) }))}
            required
          />
          <TextInput style={{ flex: '1 1 11rem' }} label={t('own.decisionNumber', { number: index + 1 })} value={row.number} onChange={(event) => change({ ...row, number: event.currentTarget.value })} required />
          <TextInput style={{ flex: '1 1 9rem' }} type="date" label={t('own.decisionDate', { number: index + 1 })} value={row.date} onChange={(event) => change({ ...row, date: event.currentTarget.value })} required />
          <TextInput style={{ flex: '2 1 14rem' }} label={t('own.decisionBody', { number: index + 1 })} value={row.body} maxLength={NAME_MAX} onChange={(event) => change({ ...row, body: event.currentTarget.value })} lang="sr" required />
        </>
      )}
    />
  );
}
