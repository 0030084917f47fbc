import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceMode, UnpublishedReference } from '../../../common/schemas/admin.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { formatDateTime } from '../shared/format.js';

/**
 * A published item's category, tags or target that are not public (src/server/modules/content/
 * references.ts): the save asks first (`?references=ask`), the editor publishes them with the
 * item or saves without them.
 */

/** The items a save was refused for (409 UNPUBLISHED_REFERENCES), if that is why. */
export function unpublishedReferencesOf(error: unknown): UnpublishedReference[] | null {
  if (!(error instanceof ApiError) || error.code !== 'UNPUBLISHED_REFERENCES') return null;
  const references = error.details?.references;
  return Array.isArray(references) ? (references as UnpublishedReference[]) : null;
}

const keyOf = (reference: UnpublishedReference) => `${reference.type}:${reference.id}`;

/** "Category „Citizens“ (draft)": what a reference is and why it is not public. */
export function useDescribeReference(): (reference: UnpublishedReference) => string {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (reference) => {
    const state =
      reference.status === 'published' && reference.publishedAt
        ? t('references.scheduled', { time: formatDateTime(reference.publishedAt, locale) })
        : t(`references.statuses.${reference.status}`);
    return t('references.item', { type: t(`types.${reference.type}`), title: reference.title, state });
  };
}

/**
 * What a save form needs for the question: the mode of the next save, the open question, and the
 * editor's answers. A "without them" answer holds for the rest of the form's life: the same items
 * are not asked about again.
 */
export function useUnpublishedReferences() {
  const [asked, setAsked] = useState<UnpublishedReference[] | null>(null);
  const leftUnpublished = useRef(new Set<string>());
  return {
    asked,
    /** `ask` when the item is saved as published, else nothing to check. */
    modeFor: (isPublished: boolean): ReferenceMode | undefined => (isPublished ? 'ask' : undefined),
    /**
     * Opens the question for a refused save; false when the error is another one. When the editor
     * has already said "without them" to every item named, the answer is given at once.
     */
    ask(error: unknown, answer: (mode: ReferenceMode) => void): boolean {
      const references = unpublishedReferencesOf(error);
      if (!references) return false;
      if (references.every((reference) => leftUnpublished.current.has(keyOf(reference)))) answer('leave');
      else setAsked(references);
      return true;
    },
    /** The editor's answer: the question closes and the save goes on as chosen. */
    answer(mode: ReferenceMode) {
      if (mode === 'leave') for (const reference of asked ?? []) leftUnpublished.current.add(keyOf(reference));
      setAsked(null);
    },
    close: () => setAsked(null),
  };
}

interface UnpublishedReferencesDialogProps {
  references: UnpublishedReference[] | null;
  /** The item's name, as the question names it. */
  itemName: string;
  onAnswer: (mode: 'publish' | 'leave') => void;
  onCancel: () => void;
}

/** The question before publishing: publish the items named too, publish without them, or not yet. */
export function UnpublishedReferencesDialog({ references, itemName, onAnswer, onCancel }: UnpublishedReferencesDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={references !== null} onClose={onCancel} title={t('references.title')} closeButtonProps={{ 'aria-label': t('common.close') }} size="lg">
      <UnpublishedReferencesQuestion references={references ?? []} itemName={itemName} onAnswer={onAnswer} onCancel={onCancel} />
    </Modal>
  );
}

type QuestionProps = Omit<UnpublishedReferencesDialogProps, 'references'> & { references: UnpublishedReference[] };

/** The same question inside a form that is itself a dialog (a file's), above its fields. */
export function UnpublishedReferencesAlert(props: QuestionProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert color="noksBlue" variant="outline" title={t('references.title')}>
      <UnpublishedReferencesQuestion {...props} />
    </Alert>
  );
}

function UnpublishedReferencesQuestion({ references, itemName, onAnswer, onCancel }: QuestionProps) {
  const { t } = useTranslation('dashboard');
  const describe = useDescribeReference();
  return (
    <Stack>
      <Text>{t('references.text', { name: itemName })}</Text>
      <List>
        {references.map((reference) => (
          <List.Item key={keyOf(reference)}>{describe(reference)}</List.Item>
        ))}
      </List>
      <Text size="sm">{t('references.hint')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="default" onClick={() => onAnswer('leave')}>
          {t('references.leave')}
        </Button>
        <Button onClick={() => onAnswer('publish')} data-autofocus>
          {t('references.publish')}
        </Button>
      </Group>
    </Stack>
  );
}

/** After a save that left them unpublished: the item is public, and these do not show with it. */
export function LeftUnpublishedNotice({ references }: { references: UnpublishedReference[] }) {
  const { t } = useTranslation('dashboard');
  const describe = useDescribeReference();
  if (references.length === 0) return null;
  return (
    <Alert color="noksBlue" variant="outline" title={t('references.leftTitle')}>
      <List size="sm" c="noksBlue.9">
        {references.map((reference) => (
          <List.Item key={keyOf(reference)}>{describe(reference)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
