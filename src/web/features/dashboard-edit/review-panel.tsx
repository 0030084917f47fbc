import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemReviewDto, ReviewCommentDto } from '../../../common/schemas/review.js';
import { htmlLang } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { formatDateTime } from '../shared/format.js';
import type { AdminView } from './edit-form-state.js';
import type { EditTypeSpec } from './edit-types.js';
import { errorMessage } from './error-message.js';
import type { ItemPermissions } from './item-permissions.js';
import { useReviewActions } from './review-api.js';
import { changeOfItem } from './review-changes.js';
import { FieldDiff } from './source-changes-notice.js';

interface ReviewPanelProps {
  spec: EditTypeSpec;
  /** The version in force (saved). */
  base: AdminView;
  review: ItemReviewDto;
  permissions: ItemPermissions;
  isSubmitting: boolean;
  /** Submits the form as it stands (the editor checks it first). */
  onSubmit: () => void;
  /** Puts the submitted change in the form, to be changed and submitted again. */
  onEditChange: (proposal: AdminView) => void;
  onApproved: (view: AdminView) => void;
}

/** The submitted change against the version in force: texts word by word per locale, then the other fields by name. */
function ChangeList({ spec, base, proposal }: { spec: EditTypeSpec; base: AdminView; proposal: AdminView }) {
  const { t } = useTranslation('dashboard-edit');
  const change = changeOfItem(spec, base, proposal);
  if (change.texts.length === 0 && change.own.length === 0 && !change.publishing) return <Text>{t('review.noDifference')}</Text>;
  return (
    <Stack gap="sm">
      {change.texts.map(({ locale, fields }) => (
        <section key={locale} aria-label={t(`locales.${locale}`)}>
          <Title order={4} size="h5">
            {t(`locales.${locale}`)}
          </Title>
          <Stack component="dl" gap="xs" m={0}>
            {fields.map((field) => (
              <div key={field.name}>
                <Text component="dt" fw={600} size="sm">
                  {t(`fields.${field.name}`)}
                </Text>
                <FieldDiff change={field} textLocale={locale} />
              </div>
            ))}
          </Stack>
        </section>
      ))}
      {change.own.length > 0 && <Text size="sm">{t('review.otherFields', { fields: change.own.map((name) => t(`own.${name}`)).join(', ') })}</Text>}
      {change.publishing && <Text size="sm">{t('review.publishingChanged')}</Text>}
    </Stack>
  );
}

function Comments({ comments }: { comments: ReviewCommentDto[] }) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  if (comments.length === 0) return <Text size="sm">{t('review.noComments')}</Text>;
  return (
    <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <Text size="sm" fw={600}>
            {t('review.commentBy', { name: comment.author?.name ?? t('review.formerUser'), version: comment.itemVersion })}{' '}
            <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, locale)}</time>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lang={htmlLang('sr')}>
            {comment.body}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function StateLine({ review }: { review: ItemReviewDto }) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const open = review.review;
  if (!open) return <Text>{review.needsReview ? t('review.noneReviewed') : t('review.none')}</Text>;
  const name = (person: { name: string } | null) => person?.name ?? t('review.formerUser');
  const text =
    open.state === 'changes-requested'
      ? t('review.changesRequested', { name: name(open.decidedBy), time: formatDateTime(open.decidedAt ?? open.submittedAt, locale) })
      : t('review.inReview', { name: name(open.submittedBy), time: formatDateTime(open.submittedAt, locale) });
  return <Text fw={600}>{text}</Text>;
}

/**
 * An item's review on its edit screen: where it stands, the submitted change against the version
 * in force, the thread of comments, and the moves the user may make (submit, approve, ask for
 * changes, withdraw). The server decides each move again.
 */
export function ReviewPanel({ spec, base, review, permissions, isSubmitting, onSubmit, onEditChange, onApproved }: ReviewPanelProps) {
  const { t } = useTranslation('dashboard-edit');
  const actions = useReviewActions(spec.section, base.id);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const open = review.review;
  const isBusy = isSubmitting || Object.values(actions).some((action) => action.isPending);

  async function run(move: () => Promise<unknown>, done: string) {
    setFailure(null);
    setNotice('');
    try {
      await move();
      setComment('');
      setNotice(done);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  }

  function withComment(move: (text: string) => Promise<unknown>, done: string) {
    const text = comment.trim();
    if (!text) {
      setCommentError(t('review.commentRequired'));
      return;
    }
    setCommentError(null);
    void run(() => move(text), done);
  }

  const approve = () =>
    void run(async () => {
      onApproved(await actions.approve.mutateAsync(comment.trim()));
    }, t('review.approved'));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="review-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="review-title">
          {t('review.title')}
        </Title>
        <StateLine review={review} />
        {open && review.proposal && (
          <section aria-labelledby="review-change-title">
            <Title order={3} size="h5" id="review-change-title" mb="xs">
              {t('review.changeTitle')}
            </Title>
            <ChangeList spec={spec} base={base} proposal={review.proposal as AdminView} />
          </section>
        )}
        <Group gap="sm">
          {permissions.maySubmit && (
            <Button onClick={onSubmit} loading={isSubmitting} disabled={isBusy}>
              {open ? t('review.submitAgain') : t('review.submit')}
            </Button>
          )}
          {open && review.proposal && permissions.maySubmit && (
            <Button variant="default" onClick={() => onEditChange(review.proposal as AdminView)} disabled={isBusy}>
              {t('review.editChange')}
            </Button>
          )}
          {review.mayDecide && (
            <>
              <Button color="teal.9" onClick={approve} loading={actions.approve.isPending} disabled={isBusy}>
                {t('review.approve')}
              </Button>
              <Button variant="outline" onClick={() => withComment((text) => actions.requestChanges.mutateAsync(text), t('review.sentBack'))} disabled={isBusy}>
                {t('review.askForChanges')}
              </Button>
            </>
          )}
          {open && (permissions.maySubmit || permissions.mayWithdraw) && (
            <Button variant="outline" color="noksRed.9" onClick={() => void run(() => actions.withdraw.mutateAsync(), t('review.withdrawn'))} disabled={isBusy}>
              {t('review.withdraw')}
            </Button>
          )}
        </Group>
        <Text role="status" fw={600} c="teal.9">
          {notice}
        </Text>
        {failure && (
          <Alert color="noksRed" variant="outline" role="alert">
            <Text c="noksRed.9">{failure}</Text>
          </Alert>
        )}
        <section aria-labelledby="review-comments-title">
          <Title order={3} size="h5" id="review-comments-title" mb="xs">
            {t('review.commentsTitle')}
          </Title>
          <Stack gap="sm">
            <Comments comments={review.comments} />
            <Textarea
              label={t('review.comment')}
              description={review.mayDecide ? t('review.commentHint') : undefined}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              error={commentError}
              autosize
              minRows={2}
              maxLength={4000}
            />
            <Group>
              <Button variant="default" onClick={() => withComment((text) => actions.comment.mutateAsync(text), t('review.commented'))} disabled={isBusy}>
                {t('review.addComment')}
              </Button>
            </Group>
          </Stack>
        </section>
      </Stack>
    </Paper>
  );
}
