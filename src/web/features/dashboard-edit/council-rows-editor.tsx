import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNCIL_DECISIONS_MAX, COUNCIL_MEMBERS_MAX, COUNCIL_NUMBER_MAX, COUNCIL_ROLES, COUNCIL_SESSIONS_MAX } from '../../../common/councils.js';
import { DESCRIPTION_MAX, NAME_MAX, TITLE_MAX } from '../../../common/schemas/common.js';
import type { CouncilDecisionValue, MemberValue, SessionValue } from './edit-form-state.js';
import { RowList, type RowsProps } from './row-list.js';

type Option = { value: string; label: string };

/** A council's members: name, organisation and role; no contact data, which the API refuses. */
export function MembersEditor(props: RowsProps<MemberValue>) {
  const { t } = useTranslation('dashboard-edit');
  return (
    <RowList {...props} legend={t('own.members')} hint={t('own.membersHint')} add={t('own.memberAdd')} max={COUNCIL_MEMBERS_MAX} rowName={(number) => t('own.memberRow', { number })} empty={() => ({ name: '', organisation: '', role: 'member' })}
      row={(member, index, change) => (
        <>
          <TextInput style={{ flex: '2 1 12rem' }} label={t('own.memberName', { number: index + 1 })} value={member.name} maxLength={NAME_MAX} lang="sr" required onChange={(event) => change({ ...member, name: event.currentTarget.value })} />
          <TextInput style={{ flex: '2 1 12rem' }} label={t('own.memberOrganisation', { number: index + 1 })} value={member.organisation} maxLength={TITLE_MAX} lang="sr" required onChange={(event) => change({ ...member, organisation: event.currentTarget.value })} />
          <NativeSelect style={{ flex: '1 1 9rem' }} label={t('own.memberRole', { number: index + 1 })} value={member.role} data={COUNCIL_ROLES.map((role) => ({ value: role, label: t(`councilRoles.${role}`) }))} onChange={(event) => change({ ...member, role: event.currentTarget.value })} />
        </>
      )}
    />
  );
}

/** A council's sessions: date, number, agenda (one item a line, Serbian and optionally English) and the minutes from the library. */
export function SessionsEditor({ files, ...props }: RowsProps<SessionValue> & { files: Option[] }) {
  const { t } = useTranslation('dashboard-edit');
  return (
    <RowList {...props} legend={t('own.sessions')} hint={t('own.sessionsHint')} add={t('own.sessionAdd')} max={COUNCIL_SESSIONS_MAX} rowName={(number) => t('own.sessionRow', { number })} empty={(rows) => ({ date: '', number: String(rows.length + 1), agendaSr: '', agendaEn: '', minutesFileId: '' })}
      row={(session, index, change) => (
        <>
          <TextInput style={{ flex: '1 1 9rem' }} type="date" label={t('own.sessionDate', { number: index + 1 })} value={session.date} required onChange={(event) => change({ ...session, date: event.currentTarget.value })} />
          <TextInput style={{ flex: '1 1 6rem' }} label={t('own.sessionNumber', { number: index + 1 })} value={session.number} maxLength={COUNCIL_NUMBER_MAX} required onChange={(event) => change({ ...session, number: event.currentTarget.value })} />
          <NativeSelect style={{ flex: '2 1 12rem' }} label={t('own.sessionMinutes', { number: index + 1 })} value={session.minutesFileId} data={[{ value: '', label: t('own.noMinutes') }, ...files]} onChange={(event) => change({ ...session, minutesFileId: event.currentTarget.value })} />
          <Textarea style={{ flex: '1 1 100%' }} autosize minRows={2} label={t('own.sessionAgendaSr', { number: index + 1 })} value={session.agendaSr} lang="sr" required onChange={(event) => change({ ...session, agendaSr: event.currentTarget.value })} />
          <Textarea style={{ flex: '1 1 100%' }} autosize minRows={2} label={t('own.sessionAgendaEn', { number: index + 1 })} value={session.agendaEn} lang="en" onChange={(event) => change({ ...session, agendaEn: event.currentTarget.value })} />
        </>
      )}
    />
  );
}

/** A council's decisions: number, date, subject (Serbian and optionally English) and the standard it concerns. */
export function CouncilDecisionsEditor({ standards, ...props }: RowsProps<CouncilDecisionValue> & { standards: Option[] }) {
  const { t } = useTranslation('dashboard-edit');
  return (
    <RowList {...props} legend={t('own.decisions')} hint={t('own.decisionsHint')} add={t('own.councilDecisionAdd')} max={COUNCIL_DECISIONS_MAX} rowName={(number) => t('own.councilDecisionRow', { number })} empty={() => ({ number: '', date: '', subjectSr: '', subjectEn: '', standardId: '' })}
      row={(decision, index, change) => (
        <>
          <TextInput style={{ flex: '1 1 8rem' }} label={t('own.councilDecisionNumber', { number: index + 1 })} value={decision.number} maxLength={COUNCIL_NUMBER_MAX} required onChange={(event) => change({ ...decision, number: event.currentTarget.value })} />
          <TextInput style={{ flex: '1 1 9rem' }} type="date" label={t('own.councilDecisionDate', { number: index + 1 })} value={decision.date} required onChange={(event) => change({ ...decision, date: event.currentTarget.value })} />
          <NativeSelect style={{ flex: '2 1 14rem' }} label={t('own.councilDecisionStandard', { number: index + 1 })} value={decision.standardId} data={[{ value: '', label: t('own.noStandard') }, ...standards]} onChange={(event) => change({ ...decision, standardId: event.currentTarget.value })} />
          <TextInput style={{ flex: '1 1 100%' }} label={t('own.councilDecisionSubjectSr', { number: index + 1 })} value={decision.subjectSr} maxLength={DESCRIPTION_MAX} lang="sr" required onChange={(event) => change({ ...decision, subjectSr: event.currentTarget.value })} />
          <TextInput style={{ flex: '1 1 100%' }} label={t('own.councilDecisionSubjectEn', { number: index + 1 })} value={decision.subjectEn} maxLength={DESCRIPTION_MAX} lang="en" onChange={(event) => change({ ...decision, subjectEn: event.currentTarget.value })} />
        </>
      )}
    />
  );
}
