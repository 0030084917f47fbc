import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { linkedContentOf } from './file-form.js';
import { useDeleteFile } from './files-api.js';

const DANGER = 'red.9';
const TEXT_COLOR = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

/** Why the server refused: linked content is named with links to it; any other refusal by its message. */
function DeleteRefusal({ error, ref }: { error: unknown; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('dashboard-files');
  const locale = useLocale();
  const isInUse = error instanceof ApiError && error.code === 'IN_USE';
  const linked = isInUse ? linkedContentOf(error.details) : [];
  return (
    <Alert ref={ref} tabIndex={-1} color={DANGER} variant="outline" role="alert" title={isInUse ? t('delete.inUse') : t('delete.failed')} styles={TEXT_COLOR}>
      {linked.length > 0 ? (
        <>
          <Text size="sm">{t('delete.inUseHint')}</Text>
          <List size="sm" mt="xs">
            {linked.map(({ type, id }) => (
              <List.Item key={`${type}:${id}`}>
                <Anchor component={Link} to={dashboardPath(locale, type === 'article' ? 'articles' : 'pages', id)}>
                  {t(`delete.linked.${type}`, { id })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm">{error instanceof ApiError && error.message ? error.message : t('errors.network')}</Text>
      )}
    </Alert>
  );
}

/** Deleting the file, behind a confirmation; a refusal (the file is linked from content) is explained. */
export function FileDelete({ id, title, onDeleted }: { id: number; title: string; onDeleted: () => void }) {
  const { t } = useTranslation('dashboard-files');
  const remove = useDeleteFile(id);
  const [isConfirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const refusal = useRef<HTMLDivElement>(null);

  // The button pressed goes away: focus moves to what replaces it.
  useEffect(() => {
    if (isConfirming) confirmButton.current?.focus();
  }, [isConfirming]);
  useEffect(() => {
    if (remove.error) refusal.current?.focus();
  }, [remove.error]);

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: onDeleted,
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <Stack gap="sm">
      {remove.isError && <DeleteRefusal ref={refusal} error={remove.error} />}
      {isConfirming ? (
        <Alert color={DANGER} variant="outline" title={t('delete.confirmTitle')} styles={TEXT_COLOR}>
          <Text size="sm">{t('delete.confirm', { title })}</Text>
          <Group mt="sm" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('delete.cancel')}
            </Button>
            <Button color={DANGER} loading={remove.isPending} onClick={confirm} ref={confirmButton}>
              {t('delete.confirmButton')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group>
          <Button
            variant="outline"
            color={DANGER}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('delete.button')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
