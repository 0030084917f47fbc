import { Tooltip } from '@mantine/core';
import { type ComponentPropsWithoutRef, type MouseEvent, type ReactNode, forwardRef } from 'react';
import { Icon } from '../../components/ui/icon.js';

type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'aria-label' | 'aria-pressed'>;

export interface ToolbarButtonProps extends ButtonProps {
  label: string;
  /** A toggle's state (aria-pressed); leave out for buttons that act or open something. */
  isPressed?: boolean;
  icon?: string;
  children?: ReactNode;
}

/**
 * Keeps the editor's focus and selection when the pointer presses a control; from the keyboard
 * focus stays in the toolbar, as in the WAI-ARIA toolbar pattern.
 */
export function keepEditorFocus(event: MouseEvent) {
  event.preventDefault();
}

/**
 * One control of the editor's toolbar: takes part in the roving tabindex (data-toolbar-item),
 * named by aria-label, with a tooltip that also shows on keyboard focus. Forwards its ref and
 * props so Mantine's Menu and Popover can use it as their target.
 */
export const ToolbarButton = forwardRef<HTMLButtonElement, ToolbarButtonProps>(function ToolbarButton(
  { label, isPressed, icon, children, className, ...props },
  ref,
) {
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: false }} openDelay={400} withinPortal>
      <button
        ref={ref}
        type="button"
        className={className ? `rte-button ${className}` : 'rte-button'}
        aria-label={label}
        aria-pressed={isPressed}
        data-toolbar-item
        onMouseDown={keepEditorFocus}
        {...props}
      >
        {icon && <Icon path={icon} size={20} />}
        {children}
      </button>
    </Tooltip>
  );
});
