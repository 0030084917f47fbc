import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { mdiArrowDown, mdiArrowUp, mdiClose, mdiPlus } from '@mdi/js';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.js';
import { type RowFocus, focusAfterMove, focusAfterRemoval, moveRow, removeRow, replaceRow } from './row-list-state.js';

/** What an editor of one list passes on: the rows, where they go when changed, and the list's message. */
export interface RowsProps<T> {
  value: T[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}

interface RowListProps<T> extends RowsProps<T> {
  /** The list's name (the legend of its group), and what it asks for each row. */
  legend: string;
  hint?: string | undefined;
  /** The add button's text. */
  add: string;
  /** Most rows. */
  max: number;
  /** A new row, continuing the rows there are. */
  empty: (rows: T[]) => T;
  /** A row's name, its legend and part of its buttons' names: "Member 2". */
  rowName: (number: number) => string;
  /** A row's inputs, each labelled with its row. */
  row: (item: T, index: number, change: (item: T) => void) => ReactNode;
  /** A message that belongs to one row as a whole. */
  rowError?: ((index: number) => string | undefined) | undefined;
  /** Shown after a row's fields (a computed status, say). */
  rowAside?: ((item: T, index: number) => ReactNode) | undefined;
  /** Whether the order means something (false: a set, as a group's grants are, without move buttons). */
  isOrdered?: boolean;
}

const FIRST_FIELD = 'input:not([type="hidden"]), select, textarea';

/**
 * A list of rows of fields (members, sessions, decisions, occupations, approvals): each row a
 * group named by its legend, with buttons that move it up or down and remove it, each naming its
 * row; an add button below. The focus follows the change: to the first field of a row added, to
 * the row that takes a removed one's place (or the add button when none is left), and to the move
 * button of a moved row on its new place.
 */
export function RowList<T>({ legend, hint, add, max, empty, rowName, row, rowError, rowAside, isOrdered = true, value, onChange, error }: RowListProps<T>) {
  const { t } = useTranslation('dashboard-edit');
  const rowRefs = useRef<(HTMLFieldSetElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the changed rows are rendered.
  const focusNext = useRef<RowFocus | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target.kind === 'add') return addRef.current?.focus();
    const element = rowRefs.current[target.index];
    const selector = target.kind === 'row' ? FIRST_FIELD : `[data-move="${target.direction}"]`;
    element?.querySelector<HTMLElement>(selector)?.focus();
  });

  const change = (next: T[], focus: RowFocus) => {
    focusNext.current = focus;
    onChange(next);
  };
  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    change(moveRow(value, index, to), focusAfterMove(to, direction, value.length));
  };

  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="sm">
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {value.map((item, index) => {
          const name = rowName(index + 1);
          const message = rowError?.(index);
          return (
            <Fieldset
              key={index}
              ref={(element: HTMLFieldSetElement | null) => {
                rowRefs.current[index] = element;
              }}
              legend={name}
              p="sm"
            >
              <Group gap="xs" align="flex-end" wrap="wrap">
                {row(item, index, (changed) => onChange(replaceRow(value, index, changed)))}
              </Group>
              {rowAside?.(item, index)}
              {message && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert" mt="xs">
                  {message}
                </Text>
              )}
              <Group gap={4} mt="xs" justify="flex-end">
                {isOrdered && (
                  <>
                    <ActionIcon variant="subtle" size="lg" data-move="up" aria-label={t('rows.moveUp', { row: name })} disabled={index === 0} onClick={() => move(index, 'up')}>
                      <Icon path={mdiArrowUp} size={18} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" size="lg" data-move="down" aria-label={t('rows.moveDown', { row: name })} disabled={index === value.length - 1} onClick={() => move(index, 'down')}>
                      <Icon path={mdiArrowDown} size={18} />
                    </ActionIcon>
                  </>
                )}
                <ActionIcon variant="subtle" size="lg" aria-label={t('rows.remove', { row: name })} onClick={() => change(removeRow(value, index), focusAfterRemoval(index, value.length - 1))}>
                  <Icon path={mdiClose} size={18} />
                </ActionIcon>
              </Group>
            </Fieldset>
          );
        })}
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button
            ref={addRef}
            variant="light"
            size="compact-sm"
            leftSection={<Icon path={mdiPlus} size={16} />}
            disabled={value.length >= max}
            onClick={() => change([...value, empty(value)], { kind: 'row', index: value.length })}
          >
            {add}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
