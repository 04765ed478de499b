import type { CellValue } from 'exceljs';

function iso(date: Date): string {
  // Dates typed in Excel arrive as UTC midnight; a date-only string is what the rules expect.
  const text = date.toISOString();
  return text.endsWith('T00:00:00.000Z') ? text.slice(0, 10) : text;
}

/**
 * The text of a cell as the user typed it: numbers without float noise or exponent where possible,
 * rich text joined, a formula's cached result. Empty (or whitespace only) → undefined.
 */
export function cellText(value: CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    // Excel stores numbers as doubles; 15 significant digits is what Excel itself shows.
    text = Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  } else if (typeof value === 'boolean') text = value ? 'TRUE' : 'FALSE';
  else if (value instanceof Date) text = iso(value);
  else if ('richText' in value) text = value.richText.map((part) => part.text).join('');
  else if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: CellValue }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
      ? undefined
      : cellText(result);
  } else if ('text' in value) text = String(value.text);
  else if ('error' in value) return undefined;
  else text = String(value);
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}
