import { Anchor, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale.js';
import { AdminTable } from './admin-table-screen.js';
import { type ReviewListItem, type ReviewScope, useReviews } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';
import { formatDateTime, subjectItem } from './section-paths.js';

/** A change in review: its item's type and title (to its edit screen), who submitted it or where it stands, and when. */
function ReviewRow({ item, scope }: { item: ReviewListItem; scope: ReviewScope }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const target = subjectItem(locale, item.subject, item.itemId);
  if (!target) return null;
  const { review } = item;
  return (
    <Table.Tr>
      <Table.Td>{t(`types.${target.type}`)}</Table.Td>
      <Table.Td>
        {/* The API names a change by the Serbian title it would have. */}
        <Anchor component={Link} to={target.path} lang="sr-Cyrl" c="noksBlue.8">
          {item.title || `#${item.itemId}`}
        </Anchor>
      </Table.Td>
      <Table.Td>{scope === 'waiting' ? (review.submittedBy?.name ?? t('home.unknownAuthor')) : t(`home.reviews.states.${review.state}`)}</Table.Td>
      <Table.Td>
        <time dateTime={review.submittedAt}>{formatDateTime(review.submittedAt, locale)}</time>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * One of the home's lists of changes in review: those of others waiting for the user's decision
 * (`waiting`), or the user's own not yet approved (`mine`); a sentence when there is none.
 */
export function ReviewList({ scope }: { scope: ReviewScope }) {
  const { t } = useTranslation('dashboard');
  const reviews = useReviews(scope);
  const items = reviews.data?.items;
  const titleId = `reviews-${scope}-title`;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t(`home.reviews.${scope}.title`)}
      </Title>
      {items?.length === 0 ? (
        <Text>{t(`home.reviews.${scope}.empty`)}</Text>
      ) : (
        <AdminTable
          isPending={reviews.isPending}
          errorText={reviews.isError ? apiErrorText(reviews.error, t) : null}
          caption={t(`home.reviews.${scope}.caption`)}
          columns={[t('home.columns.type'), t('home.columns.title'), scope === 'waiting' ? t('home.reviews.submittedBy') : t('home.reviews.state'), t('home.reviews.submittedAt')]}
          minWidth={640}
          rows={items?.map((item) => <ReviewRow key={item.review.id} item={item} scope={scope} />) ?? null}
        />
      )}
    </section>
  );
}
