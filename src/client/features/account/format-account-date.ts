const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'April 16, 2025'; 'N/A' when there is no date and 'Invalid date' when it cannot be read (spec section 8). */
export function formatAccountDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return longDate.format(date);
}
