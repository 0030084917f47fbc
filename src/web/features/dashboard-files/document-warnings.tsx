import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentWarning } from '../../../common/schemas/admin.js';

/**
 * What the check at upload found missing in a PDF (its title, its language), said in words with
 * what to do about it; nothing when nothing is missing or the file was not checked (null).
 */
export function DocumentWarnings({ warnings }: { warnings: DocumentWarning[] | null | undefined }) {
  const { t } = useTranslation('dashboard-files');
  if (!warnings || warnings.length === 0) return null;
  const isUnreadable = warnings.includes('unreadable');
  return (
    <Alert color="yellow" variant="outline" title={t('warnings.title')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <List size="sm" spacing={2}>
        {warnings.map((warning) => (
          <List.Item key={warning}>{t(`warnings.${warning}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {isUnreadable ? t('warnings.fixUnreadable') : t('warnings.fix')}
      </Text>
    </Alert>
  );
}
