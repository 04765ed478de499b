import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** A final grade, "adjusted" when a grade change with a reason was approved. */
export function GradeBadge({ grade, adjusted }: { grade: string; adjusted?: boolean }) {
  const { t } = useLingui();
  const palette = grade === 'A' ? 'green' : grade === 'B' ? 'blue' : grade === 'C' ? 'orange' : 'red';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {grade}
      {adjusted ? ` · ${t`adjusted`}` : ''}
    </Badge>
  );
}
