import { mdiChevronDown, mdiChevronUp } from '@mdi/js';
import { Alert, Box, Button, Collapse, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import type { TranslationChanges } from '../../../common/schemas/translation-status.js';
import { Icon } from '../../components/ui/icon.js';
import { htmlLang } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { formatDateTime } from '../shared/format.js';
import type { EditTypeSpec } from './edit-types.js';
import { type FieldChange, sourceChanges } from './source-changes.js';

interface SourceChangesNoticeProps {
  spec: EditTypeSpec;
  changes: TranslationChanges;
  /** The stale translation whose tab shows the notice. */
  locale: 'lat' | 'en';
}

/**
 * Removed and added words as <del> and <ins> (struck through and underlined, not only coloured),
 * each also named in words for screen readers, which often do not announce those elements.
 */
export function FieldDiff({ change, textLocale = 'sr' }: { change: FieldChange; textLocale?: Locale }) {
  const { t } = useTranslation('dashboard-edit');
  const uiLang = htmlLang(useLocale());
  return (
    <Box component="dd" m={0} lang={htmlLang(textLocale)} style={{ whiteSpace: 'pre-wrap' }}>
      {change.parts.map((part, index) => {
        if (!part.added && !part.removed) return <span key={index}>{part.value}</span>;
        return (
          <Box key={index} component={part.added ? 'ins' : 'del'} bg={part.added ? 'teal.0' : 'red.0'} px={2}>
            <VisuallyHidden lang={uiLang}>{t(part.added ? 'sourceChanges.addedStart' : 'sourceChanges.removedStart')}</VisuallyHidden>
            {part.value}
            <VisuallyHidden lang={uiLang}>{t('sourceChanges.changeEnd')}</VisuallyHidden>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * On a stale translation's tab: the Serbian changed since this translation was last saved; what
 * changed, field by field, opens on demand (the form stays in view).
 */
export function SourceChangesNotice({ spec, changes, locale }: SourceChangesNoticeProps) {
  const { t } = useTranslation('dashboard-edit');
  const uiLocale = useLocale();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const then = changes.sourceWhenSaved[locale];
  const fields = then ? sourceChanges(spec, then, changes.source) : [];
  const savedAt = changes.item[locale].changedAt;
  const overridden = spec.fields.filter((field) => changes.item.lat.overridden.includes(field.name)).map((field) => t(`fields.${field.name}`));
  return (
    <Alert color="noksBlue" variant="outline" title={t('sourceChanges.title')} role="region" styles={{ title: { color: 'var(--mantine-color-noksBlue-9)' } }}>
      <Stack gap="sm">
        {savedAt && (
          <Text c="noksBlue.9">
            {t('sourceChanges.dates', { saved: formatDateTime(savedAt, uiLocale), changed: formatDateTime(changes.item.sourceChangedAt, uiLocale) })}
          </Text>
        )}
        {locale === 'lat' && overridden.length > 0 && <Text c="noksBlue.9">{t('sourceChanges.latinFields', { fields: overridden.join(', ') })}</Text>}
        {!then ? (
          <Text c="noksBlue.9">{t('sourceChanges.unknown')}</Text>
        ) : (
          <>
            <Group>
              <Button
                variant="default"
                aria-expanded={isOpen}
                aria-controls={panelId}
                leftSection={<Icon path={isOpen ? mdiChevronUp : mdiChevronDown} size={18} />}
                onClick={() => setOpen(!isOpen)}
              >
                {isOpen ? t('sourceChanges.hide') : t('sourceChanges.show')}
              </Button>
            </Group>
            <Collapse expanded={isOpen} id={panelId}>
              {fields.length === 0 ? (
                <Text>{t('sourceChanges.formatOnly')}</Text>
              ) : (
                <Stack component="dl" gap="sm" m={0}>
                  {fields.map((change) => (
                    <div key={change.name}>
                      <Text component="dt" fw={600} size="sm">
                        {t(`fields.${change.name}`)}
                      </Text>
                      <FieldDiff change={change} />
                    </div>
                  ))}
                </Stack>
              )}
            </Collapse>
          </>
        )}
      </Stack>
    </Alert>
  );
}
