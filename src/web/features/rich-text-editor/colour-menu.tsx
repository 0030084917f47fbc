import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PaletteColour, toHexColour } from './colours.js';
import { ToolbarButton } from './toolbar-button.js';

interface ColourMenuProps {
  label: string;
  icon: string;
  palette: readonly PaletteColour[];
  /** The colour of the selection, or null for none. */
  current: string | null;
  onPick: (colour: string) => void;
  onRemove: () => void;
}

/** A toolbar control that opens a small dialog: palette swatches, a custom colour and "remove". */
export function ColourMenu({ label, icon, palette, current, onPick, onRemove }: ColourMenuProps) {
  const { t } = useTranslation('rich-text-editor');
  const [isOpen, setOpen] = useState(false);
  const currentHex = toHexColour(current);
  const [custom, setCustom] = useState(currentHex ?? palette[0]!.value);
  const customId = useId();

  function toggle() {
    // The custom colour starts from the selection's colour each time the dialog opens.
    if (!isOpen && currentHex) setCustom(currentHex);
    setOpen(!isOpen);
  }

  function pick(colour: string) {
    onPick(colour);
    setOpen(false);
  }

  return (
    <Popover opened={isOpen} onChange={setOpen} trapFocus returnFocus position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <ToolbarButton label={label} icon={icon} className="rte-colour-button" onClick={toggle}>
          <span className="rte-colour-bar" style={{ background: current ?? 'transparent' }} aria-hidden="true" />
        </ToolbarButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <div role="group" aria-label={t('colours.palette')} className="rte-swatches">
            {palette.map((colour) => (
              <button
                key={colour.value}
                type="button"
                className="rte-swatch"
                style={{ background: colour.value }}
                aria-label={t(`colours.names.${colour.name}`)}
                aria-pressed={currentHex === colour.value}
                title={t(`colours.names.${colour.name}`)}
                onClick={() => pick(colour.value)}
              />
            ))}
          </div>
          <Group gap="xs" align="center">
            <input id={customId} type="color" className="rte-custom-colour" value={custom} onChange={(event) => setCustom(event.currentTarget.value)} />
            <Text component="label" htmlFor={customId} size="sm">
              {t('colours.custom')}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => pick(custom)}>
              {t('colours.applyCustom')}
            </Button>
          </Group>
          <Button
            size="compact-sm"
            variant="outline"
            onClick={() => {
              onRemove();
              setOpen(false);
            }}
          >
            {t('colours.remove')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
