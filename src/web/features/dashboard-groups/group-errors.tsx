import { Alert, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.js';
import { apiErrorText, apiFieldErrors } from '../dashboard/error-text.js';

/**
 * What the groups screen says when the API refuses: its own words for a version conflict, a group
 * that still has members and a form whose fields are marked; else what the dashboard says.
 */
export function groupErrorText(error: unknown, t: TFunction<'dashboard'>, group?: { memberCount: number }): string {
  if (error instanceof ApiError) {
    if (error.code === 'VERSION_CONFLICT') return t('groups.versionConflict');
    if (error.code === 'IN_USE') return t('groups.inUse', { count: group?.memberCount ?? 0 });
    if (apiFieldErrors(error)) return t('groups.checkFields');
  }
  return apiErrorText(error, t);
}

/** A refused save or deletion of the groups screen, said as an alert; `children` offer what to do next. */
export function GroupErrorAlert({ error, group, children }: { error: unknown; group?: { memberCount: number } | undefined; children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert color="noksRed" variant="outline" role="alert">
      <Text c="noksRed.9">{groupErrorText(error, t, group)}</Text>
      {children}
    </Alert>
  );
}
