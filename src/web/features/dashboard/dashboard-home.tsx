import { Alert, Anchor, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { type Overview, useOverview } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';
import { ReviewList } from './review-lists.js';
import { SECTION_OF_TYPE, formatDateTime, itemPath } from './section-paths.js';

function CountCard({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <Card withBorder padding="md" component="li">
      <Text size="sm" fw={600}>
        {to ? (
          <Anchor component={Link} to={to} c="noksBlue.8">
            {label}
          </Anchor>
        ) : (
          label
        )}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

function LatestChanges({ changes }: { changes: Overview['latest'] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  if (changes.length === 0) return <Text>{t('home.noChanges')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Caption>{t('home.latestCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('home.columns.type')}</Table.Th>
            <Table.Th scope="col">{t('home.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('home.columns.version')}</Table.Th>
            <Table.Th scope="col">{t('home.columns.author')}</Table.Th>
            <Table.Th scope="col">{t('home.columns.when')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.revisionId}>
              <Table.Td>{t(`types.${change.type}`)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={itemPath(locale, change.type, change.id)} lang="sr-Cyrl" c="noksBlue.8">
                  {change.title ?? `#${change.id}`}
                </Anchor>
              </Table.Td>
              <Table.Td>{change.version}</Table.Td>
              <Table.Td>{change.createdBy?.name ?? t('home.unknownAuthor')}</Table.Td>
              <Table.Td>
                <time dateTime={change.createdAt}>{formatDateTime(change.createdAt, locale)}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The dashboard home: the changes in review the user decides on and their own, how much content
 * there is, what waits (drafts, scheduled), what changed lately.
 */
export default function DashboardHome() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const overview = useOverview();
  useDocumentTitle(t('home.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('home.title')}</Title>
      {/* What waits for the user comes first; each list shows its own loading and errors. */}
      <ReviewList scope="waiting" />
      <ReviewList scope="mine" />
      {overview.isPending && <Loader aria-label={t('common.loading')} />}
      {overview.isError && (
        <Alert color="noksRed" variant="outline" role="alert">
          <Text c="noksRed.9">{apiErrorText(overview.error, t)}</Text>
        </Alert>
      )}
      {overview.data && (
        <>
          <section aria-labelledby="counts-title">
            <Title order={2} size="h3" id="counts-title" mb="sm">
              {t('home.counts')}
            </Title>
            <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {overview.data.types.map((entry) => (
                <CountCard key={entry.type} label={t(`sections.${SECTION_OF_TYPE[entry.type]}`)} value={entry.total} to={dashboardPath(locale, SECTION_OF_TYPE[entry.type])} />
              ))}
              {overview.data.users !== null && <CountCard label={t('sections.users')} value={overview.data.users} to={dashboardPath(locale, 'users')} />}
            </SimpleGrid>
          </section>
          <section aria-labelledby="waiting-title">
            <Title order={2} size="h3" id="waiting-title" mb="sm">
              {t('home.waiting')}
            </Title>
            <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              <CountCard label={t('home.drafts')} value={overview.data.drafts} />
              <CountCard label={t('home.scheduled')} value={overview.data.scheduled} />
            </SimpleGrid>
          </section>
          <section aria-labelledby="latest-title">
            <Title order={2} size="h3" id="latest-title" mb="sm">
              {t('home.latest')}
            </Title>
            <LatestChanges changes={overview.data.latest} />
          </section>
        </>
      )}
    </Stack>
  );
}
