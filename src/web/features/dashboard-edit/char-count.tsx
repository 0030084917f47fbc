import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * How many characters of the maximum are used (SPEC §5): in the error colour, and saying by how
 * much, once the text is too long.
 */
export function CharCount({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation('dashboard-edit');
  const isOver = count > max;
  return (
    <Text component="span" size="xs" c={isOver ? 'var(--mantine-color-error)' : 'dimmed'} fw={isOver ? 700 : undefined} data-over-limit={isOver || undefined}>
      {isOver ? t('counterOver', { count, max, over: count - max }) : t('counter', { count, max })}
    </Text>
  );
}
