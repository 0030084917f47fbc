import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import { PRESENCE_HEARTBEAT_MS, type PresenceDto } from '../../../common/schemas/presence.js';
import { apiFetch } from '../../lib/api-client.js';
import { readToken } from '../../lib/auth-token.js';
import { useLocale } from '../../lib/locale.js';
import { subjectOf } from '../../lib/permissions.js';
import { formatDateTime } from '../shared/format.js';
import type { EditableSection } from '../../../common/routes.js';

const LIST_LOCALE: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' };

/**
 * While the edit screen of a saved item is open it says so every PRESENCE_HEARTBEAT_MS, and names
 * the others who have the same item open: a hint to talk before both save. (The version check
 * still refuses a save over another's.) Closing the screen says goodbye at once.
 */
export function PresenceNotice({ section, itemId }: { section: EditableSection; itemId: number | null }) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const subject = subjectOf(section);
  const path = subject && itemId !== null ? `/api/admin/${subject}/${itemId}/presence` : null;
  const presence = useQuery({
    queryKey: ['presence', path],
    queryFn: () => apiFetch<PresenceDto>(path!, locale, { method: 'PUT' }, { trackLoading: false }),
    enabled: path !== null,
    refetchInterval: PRESENCE_HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (!path) return;
    // The goodbye is best effort, outside apiFetch: a session ended meanwhile must not ask to sign in again.
    return () => {
      const token = readToken();
      if (token) void fetch(path, { method: 'DELETE', keepalive: true, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    };
  }, [path]);

  const others = presence.data?.others ?? [];
  // The live region is there from the start, so a screen reader hears the notice when it appears.
  return (
    <div role="status">
      {others.length > 0 && (
        <Alert color="noksBlue" variant="outline" p="xs">
          <Text size="sm" c="noksBlue.9" fw={600}>
            {t('presence.others', {
              names: new Intl.ListFormat(LIST_LOCALE[locale], { type: 'conjunction' }).format(others.map((other) => other.name)),
              since: formatDateTime(others[0]!.since, locale),
            })}
          </Text>
          <Text size="sm">{t('presence.hint')}</Text>
        </Alert>
      )}
    </div>
  );
}
