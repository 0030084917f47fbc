import { Alert, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { mdiPlus } from '@mdi/js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.js';
import { ApiError } from '../../lib/api-client.js';
import { DeleteItemModal } from './delete-item-modal.js';
import { errorText } from './error-text.js';
import { type MenuEditorNode, type MenuName, conflictIds } from './menu-api.js';
import { type ItemModalState, MenuItemModal } from './menu-item-modal.js';
import { MenuTreeView } from './menu-tree-view.js';
import { can } from '../../../common/permissions.js';
import { usePermissions } from '../../lib/permissions.js';
import { findNode, findTooDeep, isSameOrder } from './menu-tree.js';
import { useAnnouncer } from './use-announcer.js';
import { useAdminMenuTree, useSaveMenuOrder } from './use-menu-api.js';

const NO_ITEMS: MenuEditorNode[] = [];
const DANGER_COLOR = 'red.9';
const INFO_COLOR = 'blue.9';
const SUCCESS_COLOR = 'teal.9';

/** The save failed: a conflict names the items someone else changed (and offers the current menu). */
function SaveError({ error, tree, onReload }: { error: unknown; tree: MenuEditorNode[]; onReload: () => void }) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const isConflict = error instanceof ApiError && error.status === 409;
  const names = isConflict ? conflictIds(error.details).map((id) => findNode(tree, id)?.labels.sr ?? `#${id}`) : [];
  return (
    <Alert color={DANGER_COLOR} variant="outline" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text c={DANGER_COLOR}>{isConflict ? t('order.conflict', { items: names.join(', ') }) : t('order.failed', { error: errorText(error, t) })}</Text>
        {isConflict && (
          <Button variant="default" onClick={onReload}>
            {t('order.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** The top-level position after the last one, for a new item. */
const nextPosition = (tree: MenuEditorNode[]) => Math.max(-1, ...tree.map((node) => node.position)) + 1;

interface MenuEditorProps {
  menu: MenuName;
  /** The menu's name as the tabs show it. */
  menuName: string;
  onDirtyChange: (menu: MenuName, isDirty: boolean) => void;
}

/**
 * One menu's editor. Moves change a local copy of the tree; "Save order" sends the whole order
 * at once. NOTE: saving each move at once was the alternative; but a reorder usually takes several
 * moves, and the portal would show visitors every half-done step (and keep a revision of each).
 * While a new order is unsaved, adding, editing and deleting wait, so the copy never has to be
 * merged with changes made to the stored menu.
 */
export function MenuEditor({ menu, menuName, onDirtyChange }: MenuEditorProps) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const stored = useAdminMenuTree(menu);
  const save = useSaveMenuOrder(menu);
  const [draft, setDraft] = useState<MenuEditorNode[] | null>(null);
  const [itemModal, setItemModal] = useState<{ state: ItemModalState; opened: boolean }>({ state: null, opened: false });
  const [deleting, setDeleting] = useState<{ node: MenuEditorNode | null; opened: boolean }>({ node: null, opened: false });
  const [savedNotice, setSavedNotice] = useState(false);
  const { message, announce } = useAnnouncer();
  const addButton = useRef<HTMLButtonElement>(null);
  const hasDeleted = useRef(false);
  const permissions = usePermissions();
  const rights = { mayCreate: can(permissions, 'menu-items', 'create'), mayEdit: can(permissions, 'menu-items', 'edit'), mayDelete: can(permissions, 'menu-items', 'delete') };

  const saved = stored.data?.items ?? NO_ITEMS;
  const tree = draft ?? saved;
  const depthMax = stored.data?.depthMax ?? 1;
  const isDirty = draft !== null && !isSameOrder(draft, saved);
  const tooDeep = useMemo(() => new Set(findTooDeep(tree, depthMax)), [tree, depthMax]);

  useEffect(() => onDirtyChange(menu, isDirty), [menu, isDirty, onDirtyChange]);

  function change(next: MenuEditorNode[]) {
    setDraft(next);
    setSavedNotice(false);
    save.reset();
  }

  function discard() {
    setDraft(null);
    save.reset();
    announce(t('order.discarded'));
  }

  function saveOrder() {
    save.mutate(tree, {
      onSuccess: () => {
        setDraft(null);
        setSavedNotice(true);
        announce(t('order.saved'));
      },
    });
  }

  function reload() {
    setDraft(null);
    save.reset();
    void stored.refetch();
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        {rights.mayCreate ? (
          <Button
            ref={addButton}
            leftSection={<Icon path={mdiPlus} size={20} />}
            disabled={isDirty || !stored.data}
            onClick={() => setItemModal({ state: { kind: 'add', menu, position: nextPosition(saved) }, opened: true })}
          >
            {t('add')}
          </Button>
        ) : (
          <Text size="sm">{t('permissions.noCreate')}</Text>
        )}
        {rights.mayEdit ? (
          <Group gap="sm">
            <Button variant="default" disabled={!isDirty} onClick={discard}>
              {t('order.discard')}
            </Button>
            <Button disabled={!isDirty || tooDeep.size > 0} loading={save.isPending} onClick={saveOrder}>
              {t('order.save')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('permissions.noEdit')}</Text>
        )}
      </Group>

      {isDirty && (
        <Alert color={INFO_COLOR} variant="outline">
          <Text>{t('order.unsaved')}</Text>
          <Text>{t('order.locked')}</Text>
        </Alert>
      )}
      {tooDeep.size > 0 && (
        <Alert color={DANGER_COLOR} variant="outline">
          <Text c={DANGER_COLOR}>{t('order.tooDeep', { max: depthMax })}</Text>
        </Alert>
      )}
      {save.isError && <SaveError error={save.error} tree={tree} onReload={reload} />}
      {savedNotice && !isDirty && (
        <Alert color={SUCCESS_COLOR} variant="outline" withCloseButton closeButtonLabel={t('form.close')} onClose={() => setSavedNotice(false)}>
          <Text c={SUCCESS_COLOR}>{t('order.saved')}</Text>
        </Alert>
      )}

      {stored.isError ? (
        <Alert color={DANGER_COLOR} variant="outline" title={t('loadError')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Button variant="default" onClick={() => void stored.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !stored.data ? (
        <Loader aria-label={t('loading')} />
      ) : tree.length === 0 ? (
        <Text py="md">{t('empty')}</Text>
      ) : (
        <>
          {rights.mayEdit && (
            <Text size="sm" c="dimmed">
              {t('tree.dragHint')}
            </Text>
          )}
          <MenuTreeView
            label={t('tree.label', { menu: menuName })}
            tree={tree}
            depthMax={depthMax}
            tooDeep={tooDeep}
            isLocked={isDirty}
            rights={rights}
            onChange={change}
            onEdit={(node) => setItemModal({ state: { kind: 'edit', node }, opened: true })}
            onDelete={(node) => setDeleting({ node, opened: true })}
            announce={announce}
          />
        </>
      )}

      <VisuallyHidden role="status" aria-live="polite">
        <span key={message.key}>{message.text}</span>
      </VisuallyHidden>

      <MenuItemModal
        state={itemModal.state}
        opened={itemModal.opened}
        onClose={() => setItemModal({ ...itemModal, opened: false })}
        onSaved={(label, isNew) => {
          setItemModal({ ...itemModal, opened: false });
          announce(isNew ? t('announce.created', { label }) : t('announce.updated', { label }));
        }}
      />
      <DeleteItemModal
        menu={menu}
        node={deleting.node}
        opened={deleting.opened}
        onClose={() => setDeleting({ ...deleting, opened: false })}
        onDeleted={(label) => {
          hasDeleted.current = true;
          setDeleting({ ...deleting, opened: false });
          announce(t('announce.deleted', { label }));
        }}
        onClosed={() => {
          // The row that opened the dialog is gone: the focus goes to "Add item" instead of the page's start.
          if (hasDeleted.current) addButton.current?.focus();
          hasDeleted.current = false;
        }}
      />
    </Stack>
  );
}
