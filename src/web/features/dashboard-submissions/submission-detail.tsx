import { Anchor, Button, Group, Loader, NativeSelect, NumberInput, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FORMS } from '../../../common/forms/form-definitions.js';
import { SUBMISSION_STATES, type SubmissionState, answerText } from '../../../common/forms/form-state.js';
import { textIn } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';
import { QUEUE_OF_FORM, can } from '../../../common/permissions.js';
import { dashboardPath } from '../../../common/routes.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { usePermissions } from '../../lib/permissions.js';
import { apiErrorText } from '../dashboard/error-text.js';
import { saveFile } from '../dashboard/save-file.js';
import { formatDateTime } from '../dashboard/section-paths.js';
import { formatFileSize } from '../shared/format.js';
import { type AdminSubmission, downloadAttachment, useEraseSubmission, useSubmission, useSubmissionMove } from './submissions-api.js';

const ERROR_COLOUR = '#bf360c';

/** One submission as the agency handles it: the answers and files, the history, and the moves the user's groups allow. */
export function SubmissionScreen({ id }: { id: number }) {
  const { t } = useTranslation('dashboard');
  const submission = useSubmission(id);
  useDocumentTitle(submission.data ? submission.data.number : t('sections.submissions'));
  if (submission.isPending) return <Loader aria-label={t('common.loading')} />;
  if (submission.isError) {
    return (
      <Text c={ERROR_COLOUR} role="alert">
        {apiErrorText(submission.error, t)}
      </Text>
    );
  }
  return <SubmissionView submission={submission.data} />;
}

function SubmissionView({ submission }: { submission: AdminSubmission }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const permissions = usePermissions();
  const queue = QUEUE_OF_FORM[submission.form];
  const mayHandle = can(permissions, queue, 'edit');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={dashboardPath(locale, 'submissions')}>
        {t('submissions.back')}
      </Anchor>
      <Title order={1}>{submission.number}</Title>
      <Table variant="vertical" maw={720}>
        <Table.Tbody>
          <Fact label={t('submissions.form')} value={t(`submissions.forms.${submission.form}`)} />
          <Fact label={t('submissions.state')} value={t(`submissions.states.${submission.state}`)} />
          <Fact label={t('submissions.received')} value={formatDateTime(submission.createdAt, locale)} />
          <Fact label={t('submissions.handler')} value={submission.assignee?.name ?? t('submissions.nobody')} />
          <Fact label={t('submissions.email')} value={submission.email} />
          {submission.reason && <Fact label={t('submissions.reason')} value={submission.reason} />}
          {submission.standard && <Fact label={t('submissions.standard')} value={submission.standard.title || String(submission.standard.id)} />}
        </Table.Tbody>
      </Table>
      <Answers submission={submission} locale={locale} />
      <History submission={submission} />
      {mayHandle && <Moves submission={submission} />}
      {can(permissions, queue, 'delete') && <Erase submission={submission} />}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={220}>
        {label}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{value}</Table.Td>
    </Table.Tr>
  );
}

function Answers({ submission, locale }: { submission: AdminSubmission; locale: Locale }) {
  const { t } = useTranslation('dashboard');
  const [error, setError] = useState<unknown>(null);
  async function download(fileId: number, name: string) {
    setError(null);
    try {
      saveFile(await downloadAttachment(submission.id, fileId, locale), name);
    } catch (failure) {
      setError(failure);
    }
  }
  return (
    <section aria-labelledby="submission-answers">
      <Title order={2} id="submission-answers" mb="sm">
        {t('submissions.answers')}
      </Title>
      <Table variant="vertical" maw={900}>
        <Table.Tbody>
          {FORMS[submission.form].steps.flatMap((step) =>
            step.fields
              .filter((field) => field.kind !== 'file')
              .map((field) => (
                <Fact
                  key={field.name}
                  label={textIn(field.label, locale)}
                  value={answerText(field, submission.values[field.name], locale, submission.councils) || t('submissions.notGiven')}
                />
              )),
          )}
        </Table.Tbody>
      </Table>
      {submission.attachments.length > 0 && (
        <ul aria-label={t('submissions.attachments')}>
          {submission.attachments.map((file) => (
            <li key={file.id}>
              <Button variant="subtle" onClick={() => void download(file.id, file.name)}>
                {t('submissions.download', { name: file.name, size: formatFileSize(file.size, locale) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error !== null && (
        <Text c={ERROR_COLOUR} role="alert">
          {apiErrorText(error, t)}
        </Text>
      )}
    </section>
  );
}

function History({ submission }: { submission: AdminSubmission }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <section aria-labelledby="submission-history">
      <Title order={2} id="submission-history" mb="sm">
        {t('submissions.history')}
      </Title>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0 }}>
        {submission.history.map((event, index) => (
          <Paper component="li" key={`${event.at}:${index}`} withBorder p="sm" bg={event.kind === 'note' ? '#fff8e1' : undefined}>
            <Text size="sm">
              <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time> · {t(`submissions.events.${event.kind}`)}
              {event.state && ` · ${t(`submissions.states.${event.state}`)}`}
              {event.by && ` · ${event.by}`}
            </Text>
            {event.message && (
              <Text style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }} mt={4}>
                {event.message}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

/** A move's error under its form, in the dashboard's words. */
function MoveError({ error }: { error: unknown }) {
  const { t } = useTranslation('dashboard');
  if (!error) return null;
  return (
    <Text c={ERROR_COLOUR} role="alert">
      {apiErrorText(error, t)}
    </Text>
  );
}

function Moves({ submission }: { submission: AdminSubmission }) {
  const { t } = useTranslation('dashboard');
  const assign = useSubmissionMove<{ userId: number | null }>(submission.id, 'assign');
  const state = useSubmissionMove<{ state: SubmissionState; reason?: string }>(submission.id, 'state');
  const note = useSubmissionMove<{ message: string }>(submission.id, 'notes');
  const reply = useSubmissionMove<{ message: string }>(submission.id, 'replies');
  const standard = useSubmissionMove<{ standardId: number | null }>(submission.id, 'standard');
  const [nextState, setNextState] = useState<SubmissionState>(submission.state);
  const [reason, setReason] = useState('');
  const [noteText, setNoteText] = useState('');
  const [replyText, setReplyText] = useState('');
  const [standardId, setStandardId] = useState<number | string>(submission.standard?.id ?? '');
  const decides = nextState === 'accepted' || nextState === 'declined';

  return (
    <section aria-labelledby="submission-moves">
      <Title order={2} id="submission-moves" mb="sm">
        {t('submissions.handle')}
      </Title>
      <Stack gap="lg" maw={720}>
        <Group align="flex-end">
          <NativeSelect
            label={t('submissions.handler')}
            value={submission.assignee ? String(submission.assignee.id) : ''}
            onChange={(event) => assign.mutate({ userId: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
            data={[{ value: '', label: t('submissions.nobody') }, ...submission.handlers.map((user) => ({ value: String(user.id), label: user.name }))]}
          />
          <MoveError error={assign.error} />
        </Group>
        <Stack gap="xs">
          <NativeSelect
            label={t('submissions.newState')}
            value={nextState}
            onChange={(event) => setNextState(event.currentTarget.value as SubmissionState)}
            data={SUBMISSION_STATES.map((value) => ({ value, label: t(`submissions.states.${value}`) }))}
          />
          <Textarea label={t('submissions.reason')} description={t('submissions.reasonHint')} required={decides} value={reason} onChange={(event) => setReason(event.currentTarget.value)} autosize minRows={2} />
          <Group>
            <Button
              disabled={nextState === submission.state}
              loading={state.isPending}
              onClick={() => state.mutate({ state: nextState, ...(reason.trim() ? { reason } : {}) }, { onSuccess: () => setReason('') })}
            >
              {t('submissions.setState')}
            </Button>
          </Group>
          <MoveError error={state.error} />
        </Stack>
        <Stack gap="xs">
          <Textarea label={t('submissions.reply')} description={t('submissions.replyHint')} value={replyText} onChange={(event) => setReplyText(event.currentTarget.value)} autosize minRows={3} />
          <Group>
            <Button disabled={!replyText.trim()} loading={reply.isPending} onClick={() => reply.mutate({ message: replyText }, { onSuccess: () => setReplyText('') })}>
              {t('submissions.sendReply')}
            </Button>
          </Group>
          <MoveError error={reply.error} />
        </Stack>
        <Stack gap="xs">
          <Textarea label={t('submissions.note')} description={t('submissions.noteHint')} value={noteText} onChange={(event) => setNoteText(event.currentTarget.value)} autosize minRows={2} />
          <Group>
            <Button variant="outline" disabled={!noteText.trim()} loading={note.isPending} onClick={() => note.mutate({ message: noteText }, { onSuccess: () => setNoteText('') })}>
              {t('submissions.addNote')}
            </Button>
          </Group>
          <MoveError error={note.error} />
        </Stack>
        {submission.form === 'initiative' && (
          <Group align="flex-end">
            <NumberInput label={t('submissions.standardId')} description={t('submissions.standardHint')} min={1} allowDecimal={false} value={standardId} onChange={setStandardId} />
            <Button variant="outline" loading={standard.isPending} onClick={() => standard.mutate({ standardId: standardId === '' ? null : Number(standardId) })}>
              {t('submissions.link')}
            </Button>
            <MoveError error={standard.error} />
          </Group>
        )}
      </Stack>
    </section>
  );
}

function Erase({ submission }: { submission: AdminSubmission }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const navigate = useNavigate();
  const erase = useEraseSubmission(submission.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Group>
      {confirming ? (
        <>
          <Text>{t('submissions.eraseConfirm', { number: submission.number })}</Text>
          <Button color="red" loading={erase.isPending} onClick={() => erase.mutate(undefined, { onSuccess: () => void navigate(dashboardPath(locale, 'submissions')) })}>
            {t('submissions.erase')}
          </Button>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
        </>
      ) : (
        <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
          {t('submissions.erase')}
        </Button>
      )}
      <MoveError error={erase.error} />
    </Group>
  );
}
