import './menu-editor.css';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { mdiArrowDown, mdiArrowUp, mdiDeleteOutline, mdiDragVertical, mdiFormatIndentDecrease, mdiFormatIndentIncrease, mdiPencil } from '@mdi/js';
import type { TFunction } from 'i18next';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '../../../common/schemas/common.js';
import { Icon } from '../../components/ui/icon.js';
import type { MenuEditorNode } from './menu-api.js';
import {
  type DropPlacement,
  canDrop,
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  dropNode,
  dropPlacementAt,
  indent,
  locate,
  moveDown,
  moveUp,
  outdent,
} from './menu-tree.js';

type Tree = MenuEditorNode[];
type MoveAction = 'moveUp' | 'moveDown' | 'indent' | 'outdent';

/** The keyboard (and pointer) alternative to dragging: one button per move, in this order. */
const MOVES: Record<MoveAction, { icon: string; isPossible: (tree: Tree, id: number, depthMax: number) => boolean; apply: (tree: Tree, id: number, depthMax: number) => Tree }> = {
  moveUp: { icon: mdiArrowUp, isPossible: canMoveUp, apply: moveUp },
  moveDown: { icon: mdiArrowDown, isPossible: canMoveDown, apply: moveDown },
  outdent: { icon: mdiFormatIndentDecrease, isPossible: canOutdent, apply: outdent },
  indent: { icon: mdiFormatIndentIncrease, isPossible: canIndent, apply: indent },
};

/** NOTE: Mantine's light shades are below WCAG AA for small text; these carry white text at 4.5:1 or more. */
const STATUS_COLORS: Record<ContentStatus, string> = { draft: 'gray.7', published: 'teal.9', archived: 'grape.9' };
const WARNING_COLOR = 'orange.9';

/** Where an item stands now, for the live region: "Грађани: место 2 од 8 на првом нивоу." */
export function placeMessage(tree: Tree, id: number, t: TFunction<'dashboard-menu'>): string {
  const at = locate(tree, id);
  if (!at) return '';
  const values = { label: at.node.labels.sr, position: at.index + 1, count: at.siblings.length };
  if (at.parentId === null) return t('announce.top', values);
  return t('announce.under', { ...values, parent: locate(tree, at.parentId)?.node.labels.sr ?? '' });
}

function targetSummary(node: MenuEditorNode, t: TFunction<'dashboard-menu'>): string {
  const { target } = node;
  switch (target.type) {
    case 'route':
      return t('targetSummary.item', { type: t('targets.route'), title: t(`routes.${target.route}`) });
    case 'url':
      return t('targetSummary.item', { type: t('targets.url'), title: target.url });
    case 'none':
      return t('targetSummary.none');
    default: {
      const type = t(`targets.${target.type}`);
      return node.targetTitle === null ? t('targetSummary.missing', { type, id: target.id }) : t('targetSummary.item', { type, title: node.targetTitle });
    }
  }
}

function ItemBadges({ node, isTooDeep }: { node: MenuEditorNode; isTooDeep: boolean }) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  return (
    <Group gap={6}>
      {node.status !== 'published' && (
        <Badge variant="filled" color={STATUS_COLORS[node.status]} tt="none">
          {t(`statuses.${node.status}`)}
        </Badge>
      )}
      {!node.isTargetPublic && (
        <Badge variant="filled" color={WARNING_COLOR} tt="none">
          {t('badges.targetHidden')}
        </Badge>
      )}
      {isTooDeep && (
        <Badge variant="filled" color={WARNING_COLOR} tt="none">
          {t('badges.tooDeep')}
        </Badge>
      )}
    </Group>
  );
}

interface RowActionsProps {
  node: MenuEditorNode;
  rights: MenuRights;
  tree: Tree;
  depthMax: number;
  isLocked: boolean;
  onMove: (action: MoveAction) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A button that cannot act now stays focusable (aria-disabled): after "move up" brings an item to
 * the top, the keyboard focus stays where it was instead of jumping away.
 */
function RowButton({ item, action, label, icon, isEnabled, onClick }: { item: number; action: string; label: string; icon: string; isEnabled: boolean; onClick: () => void }) {
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      aria-disabled={!isEnabled || undefined}
      data-disabled={!isEnabled || undefined}
      data-item={item}
      data-action={action}
      onClick={() => isEnabled && onClick()}
    >
      <Icon path={icon} size={20} />
    </ActionIcon>
  );
}

function RowActions({ node, rights, tree, depthMax, isLocked, onMove, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const label = node.labels.sr;
  return (
    <Group gap={4} role="group" aria-label={t('actions.label', { label })}>
      {rights.mayEdit &&
        (Object.keys(MOVES) as MoveAction[]).map((action) => (
          <RowButton
            key={action}
            item={node.id}
            action={action}
            label={t(`actions.${action}`, { label })}
            icon={MOVES[action].icon}
            isEnabled={MOVES[action].isPossible(tree, node.id, depthMax)}
            onClick={() => onMove(action)}
          />
        ))}
      {rights.mayEdit && <RowButton item={node.id} action="edit" label={t('actions.edit', { label })} icon={mdiPencil} isEnabled={!isLocked} onClick={onEdit} />}
      {rights.mayDelete && <RowButton item={node.id} action="delete" label={t('actions.delete', { label })} icon={mdiDeleteOutline} isEnabled={!isLocked} onClick={onDelete} />}
    </Group>
  );
}

interface DragState {
  id: number;
  over: { id: number; placement: DropPlacement } | null;
}

/** What the user may do to the menu's items (the server asks the same of every request). */
export interface MenuRights {
  /** Edit an item, and move items (a new order is an edit of the tree). */
  mayEdit: boolean;
  mayDelete: boolean;
}

interface MenuTreeViewProps {
  /** Accessible name of the tree's list (which menu it is). */
  label: string;
  tree: Tree;
  depthMax: number;
  tooDeep: ReadonlySet<number>;
  /** Edit and delete wait while a new order is not saved. */
  isLocked: boolean;
  /** What the user's groups allow on the menu's items: the buttons of the others are not shown. */
  rights: MenuRights;
  onChange: (next: Tree, movedId: number) => void;
  onEdit: (node: MenuEditorNode) => void;
  onDelete: (node: MenuEditorNode) => void;
  announce: (text: string) => void;
}

/** Reads the drop place from the pointer over a row; null where the dragged item may not go. */
function dropTargetOf(event: DragEvent<HTMLElement>, tree: Tree, dragId: number, targetId: number, depthMax: number) {
  const rect = event.currentTarget.getBoundingClientRect();
  const canNest = canDrop(tree, dragId, targetId, 'inside', depthMax);
  const placement = dropPlacementAt(event.clientY - rect.top, rect.height, canNest);
  return canDrop(tree, dragId, targetId, placement, depthMax) ? { id: targetId, placement } : null;
}

/**
 * The items of one menu as nested lists. Pointer users drag a row onto another (native drag and
 * drop: before, after or inside, drawn while dragging); everyone has the move buttons of each
 * row, which keep the focus on the moved item; every move is announced in the live region.
 */
export function MenuTreeView({ label, tree, depthMax, tooDeep, isLocked, rights, onChange, onEdit, onDelete, announce }: MenuTreeViewProps) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const [drag, setDrag] = useState<DragState | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<{ id: number; action: string } | null>(null);

  // After a move the row may be a new element (another parent list): focus its button again.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    pendingFocus.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-item="${wanted.id}"][data-action="${wanted.action}"]`)?.focus();
  });

  function move(next: Tree, id: number) {
    onChange(next, id);
    announce(placeMessage(next, id, t));
  }

  function handleButtonMove(node: MenuEditorNode, action: MoveAction) {
    pendingFocus.current = { id: node.id, action };
    move(MOVES[action].apply(tree, node.id, depthMax), node.id);
  }

  const dragHandlers = (node: MenuEditorNode) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(node.id));
      setDrag({ id: node.id, over: null });
      announce(t('announce.dragStart', { label: node.labels.sr }));
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!drag) return;
      const over = dropTargetOf(event, tree, drag.id, node.id, depthMax);
      if (over) {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }
      if (over?.id !== drag.over?.id || over?.placement !== drag.over?.placement) setDrag({ ...drag, over });
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (drag?.over?.id === node.id && !event.currentTarget.contains(event.relatedTarget as Node | null)) setDrag({ ...drag, over: null });
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      const over = drag && dropTargetOf(event, tree, drag.id, node.id, depthMax);
      if (drag && over) move(dropNode(tree, drag.id, over.id, over.placement, depthMax), drag.id);
      setDrag(null);
    },
    onDragEnd: () => setDrag(null),
  });

  const renderItems = (nodes: Tree) =>
    nodes.map((node) => (
      <li key={node.id}>
        <div
          className="menu-editor__row"
          data-drop={drag?.over?.id === node.id ? drag.over.placement : undefined}
          data-dragging={drag?.id === node.id || undefined}
          {...(rights.mayEdit ? dragHandlers(node) : {})}
        >
          <Icon path={mdiDragVertical} className="menu-editor__grip" />
          <div className="menu-editor__text">
            <Text fw={600} lang="sr-Cyrl">
              {node.labels.sr}
            </Text>
            <Text size="sm">{targetSummary(node, t)}</Text>
            <Text size="sm" c="dimmed">
              {t('tree.latin')}: <span lang="sr-Latn">{node.labels.lat}</span> · {t('tree.english')}:{' '}
              {node.labels.en === null ? t('tree.noEnglish') : <span lang="en">{node.labels.en}</span>}
            </Text>
          </div>
          <ItemBadges node={node} isTooDeep={tooDeep.has(node.id)} />
          <RowActions
            node={node}
            tree={tree}
            depthMax={depthMax}
            isLocked={isLocked}
            rights={rights}
            onMove={(action) => handleButtonMove(node, action)}
            onEdit={() => onEdit(node)}
            onDelete={() => onDelete(node)}
          />
        </div>
        {node.children.length > 0 && <ul className="menu-editor__list">{renderItems(node.children)}</ul>}
      </li>
    ));

  return (
    <ul ref={listRef} className="menu-editor__list" aria-label={label}>
      {renderItems(tree)}
    </ul>
  );
}
