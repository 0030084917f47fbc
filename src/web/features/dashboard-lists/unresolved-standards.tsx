import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import type { UnresolvedStandardList } from '../../../common/schemas/standards.js';
import { apiFetch } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { apiQueryKey } from '../../lib/query.js';

export const UNRESOLVED_STANDARDS_PATH = '/api/admin/qualifications/unresolved-standards';

/**
 * Qualifications that still name their standard in free text (from before standards were a register
 * of their own, or imported so): each links to its edit screen, where the editor picks the standard.
 * Nothing is shown once every qualification is linked.
 */
export function UnresolvedStandards() {
  const { t } = useTranslation('dashboard-lists');
  const locale = useLocale();
  const id = useId();
  const { data } = useQuery({ queryKey: apiQueryKey(UNRESOLVED_STANDARDS_PATH, locale), queryFn: () => apiFetch<UnresolvedStandardList>(UNRESOLVED_STANDARDS_PATH, locale) });
  if (!data || data.items.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`}>
        {t('unresolvedStandards.title', { count: data.items.length })}
      </Title>
      <Text size="sm">{t('unresolvedStandards.intro')}</Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('unresolvedStandards.code')}</Table.Th>
            <Table.Th scope="col">{t('unresolvedStandards.qualification')}</Table.Th>
            <Table.Th scope="col">{t('unresolvedStandards.standard')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.code}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={dashboardPath(locale, 'qualifications', item.id)} lang="sr-Cyrl">
                  {item.title}
                </Anchor>
              </Table.Td>
              <Table.Td lang="sr-Cyrl">{item.standard}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
