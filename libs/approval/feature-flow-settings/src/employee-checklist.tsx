import { Checkbox, Text, Wrap } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

type Props = {
  employees: readonly { id: string; name: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  label: string;
};

/** Picks employees in order: the order of ticking is the approval order. */
export function EmployeeChecklist({ employees, value, onChange, label }: Props) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <Wrap gap="3" aria-label={label} role="group">
      {employees.map((e) => {
        const position = value.indexOf(e.id);
        return (
          <Checkbox.Root
            key={e.id}
            checked={position >= 0}
            onCheckedChange={(d) => toggle(e.id, d.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {e.name}
              {position >= 0 ? ` (${position + 1})` : ''}
            </Checkbox.Label>
          </Checkbox.Root>
        );
      })}
      {employees.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No employees</Trans>
        </Text>
      ) : null}
    </Wrap>
  );
}
