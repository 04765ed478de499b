/** Today's date (UTC) as `YYYY-MM-DD`: work proxies are whole days. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
