import { Button, Checkbox, HStack, IconButton, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react';
import { moveColumn, setColumnVisible, setColumnWidth, type ColumnSetting } from './column-settings.ts';

export type ColumnSettingsMenuProps = {
  settings: ColumnSetting[];
  /** Column names by key (plain text). */
  labels: Record<string, string>;
  onChange: (settings: ColumnSetting[]) => void;
  onReset: () => void;
};

/** Show/hide, order (move up/down buttons: keyboard usable, no drag needed) and width of each column. */
export function ColumnSettingsMenu({ settings, labels, onChange, onReset }: ColumnSettingsMenuProps) {
  const { t } = useLingui();
  const last = settings.length - 1;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <Button size="xs" variant="outline">
          <Columns3 />
          <Trans>Columns</Trans>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named explicitly: with lazyMount the popover does not always link its title (axe aria-dialog-name). */}
          <Popover.Content width="sm" aria-label={t`Column settings`}>
            <Popover.Body p="3">
              <Popover.Title fontWeight="semibold" mb="2">
                <Trans>Column settings</Trans>
              </Popover.Title>
              <Stack gap="1" role="list" aria-label={t`Columns`}>
                {settings.map((setting, index) => {
                  const label = labels[setting.key] ?? setting.key;
                  return (
                    <HStack key={setting.key} gap="1" role="listitem" data-column={setting.key}>
                      <Checkbox.Root
                        size="sm"
                        flex="1"
                        minW="0"
                        checked={setting.visible}
                        onCheckedChange={(e) =>
                          onChange(setColumnVisible(settings, setting.key, e.checked === true))
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label truncate>{label}</Checkbox.Label>
                      </Checkbox.Root>
                      <Input
                        size="xs"
                        width="16"
                        type="number"
                        min={40}
                        max={2000}
                        step={10}
                        placeholder={t`Auto`}
                        aria-label={t`Width of ${label} (pixels)`}
                        value={setting.width ?? ''}
                        onChange={(e) =>
                          onChange(
                            setColumnWidth(
                              settings,
                              setting.key,
                              e.target.value === '' ? undefined : Number(e.target.value),
                            ),
                          )
                        }
                      />
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t`Move ${label} up`}
                        disabled={index === 0}
                        onClick={() => onChange(moveColumn(settings, setting.key, -1))}
                      >
                        <ArrowUp />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t`Move ${label} down`}
                        disabled={index === last}
                        onClick={() => onChange(moveColumn(settings, setting.key, 1))}
                      >
                        <ArrowDown />
                      </IconButton>
                    </HStack>
                  );
                })}
              </Stack>
              <HStack justify="space-between" mt="3">
                <Text textStyle="xs" color="fg.muted">
                  <Trans>Saved for you automatically</Trans>
                </Text>
                <Button size="xs" variant="ghost" onClick={onReset}>
                  <Trans>Restore defaults</Trans>
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
