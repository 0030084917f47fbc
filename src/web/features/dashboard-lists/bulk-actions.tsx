import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionAction } from '../../../common/permissions.js';
import { ApiError } from '../../lib/api-client.js';
import { mayOnItem, usePermissions } from '../../lib/permissions.js';
import { useDescribeReference } from '../dashboard/unpublished-references.js';
import { type AdminListItem, type BulkAction, type BulkFailure, type ContentSection, type LeftUnpublished, summarizeBulkResults } from './admin-api.js';
import { DANGER_COLOR, SUCCESS_COLOR } from './list-colors.js';
import { useBulkAction } from './use-content-list.js';

const ACTIONS: BulkAction[] = ['publish', 'unpublish', 'delete'];
/** The permission each action needs in the items' sections (the server answers per item). */
const NEEDS: Record<BulkAction, PermissionAction> = { publish: 'publish', unpublish: 'publish', delete: 'delete' };

type Outcome = { key: number; succeeded: number; failures: BulkFailure[]; leftUnpublished: LeftUnpublished[] } | { key: number; error: string };

interface BulkActionsProps {
  section: ContentSection;
  selected: number[];
  /** The rows on screen, to name failed items by their titles. */
  items: AdminListItem[];
  onDone: () => void;
  /** Shown at the end of the actions' row (the list's total). */
  aside?: ReactNode;
}

/** Publish, unpublish or delete the selected items, each behind a confirmation; then the result per item. */
export function BulkActions({ section, selected, items, onDone, aside }: BulkActionsProps) {
  const { t } = useTranslation('dashboard-lists');
  const describeReference = useDescribeReference();
  const bulk = useBulkAction(section);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const permissions = usePermissions();
  const allowed = ACTIONS.filter((action) => mayOnItem(permissions, section, NEEDS[action]));

  function run(action: BulkAction) {
    const ids = selected;
    const rows = items.filter((item) => ids.includes(item.id));
    bulk.mutate(
      { action, ids },
      {
        onSuccess: ({ results }) => setOutcome({ key: Date.now(), ...summarizeBulkResults(results, rows) }),
        onError: (error) => setOutcome({ key: Date.now(), error: error instanceof ApiError ? error.message : String(error) }),
        onSettled: () => {
          setConfirming(null);
          onDone();
        },
      },
    );
  }

  const hasFailures = outcome !== null && ('error' in outcome || outcome.failures.length > 0);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Group gap="sm" role="group" aria-label={t('actions.label')}>
          <Text component="span" fw={500} aria-live="polite">
            {t('selected', { count: selected.length })}
          </Text>
          {allowed.map((action) => (
            <Button
              key={action}
              variant={action === 'delete' ? 'outline' : 'default'}
              color={action === 'delete' ? DANGER_COLOR : undefined}
              disabled={selected.length === 0}
              onClick={() => {
                setOutcome(null);
                setConfirming(action);
              }}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          {allowed.length < ACTIONS.length && <Text size="sm">{t(allowed.length === 0 ? 'permissions.noBulk' : 'permissions.someBulk')}</Text>}
        </Group>
        {aside}
      </Group>

      {outcome && (
        <Alert
          key={outcome.key}
          ref={(element) => element?.focus()}
          tabIndex={-1}
          color={hasFailures ? DANGER_COLOR : SUCCESS_COLOR}
          variant="outline"
          withCloseButton
          closeButtonLabel={t('results.dismiss')}
          onClose={() => setOutcome(null)}
          title={'error' in outcome ? t('results.requestFailed', { error: outcome.error }) : t('results.done', { count: outcome.succeeded })}
          styles={{ title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } }}
        >
          {'failures' in outcome && outcome.failures.length > 0 && (
            <>
              <Text fw={500}>{t('results.failed', { count: outcome.failures.length })}</Text>
              <List>
                {outcome.failures.map((failure) => (
                  <List.Item key={failure.id}>{t('results.failure', { title: failure.title, error: failure.error })}</List.Item>
                ))}
              </List>
            </>
          )}
          {'leftUnpublished' in outcome && outcome.leftUnpublished.length > 0 && (
            <>
              <Text fw={500}>{t('results.leftUnpublished')}</Text>
              <List>
                {outcome.leftUnpublished.map((item) => (
                  <List.Item key={item.id}>{t('results.leftItem', { title: item.title, references: item.references.map(describeReference).join(', ') })}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`actions.${confirming}`) : ''}
        closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
        returnFocus={outcome === null}
      >
        {confirming && (
          <>
            <Text>{t(`confirm.${confirming}`, { count: selected.length })}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={bulk.isPending}>
                {t('confirm.cancel')}
              </Button>
              <Button color={confirming === 'delete' ? DANGER_COLOR : undefined} loading={bulk.isPending} onClick={() => run(confirming)} data-autofocus>
                {t(`actions.${confirming}`)}
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </Stack>
  );
}
