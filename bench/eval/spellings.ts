const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The ways an answer may write a day: "2026-08-19", "19 August 2026", "Aug 19", "August 19th". */
export function daySpellings(day: string): string[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const long = MONTH_NAMES[month - 1]!;
  const short = long.slice(0, 3);
  const suffix =
    date % 10 === 1 && date !== 11
      ? 'st'
      : date % 10 === 2 && date !== 12
        ? 'nd'
        : date % 10 === 3 && date !== 13
          ? 'rd'
          : 'th';
  const spellings = [day];
  for (const name of [long, short]) {
    spellings.push(
      `${date} ${name} ${year}`,
      `${name} ${date}, ${year}`,
      `${name} ${date} ${year}`,
    );
    spellings.push(`${date} ${name}`, `${name} ${date}${suffix}`, `${date}${suffix} ${name}`);
    spellings.push(`${name} ${date}`);
  }
  spellings.push(`${month}/${date}/${year}`, `${month}/${date}`);
  return spellings;
}

/** The ways an answer may name a month: "June 2026", "2026-06", "June". */
export function monthSpellings(month: string): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const long = MONTH_NAMES[number - 1]!;
  return [month, `${long} ${year}`, `${long.slice(0, 3)} ${year}`, long];
}

/** The long English name of a month given as `YYYY-MM`. */
export function monthName(month: string): string {
  return MONTH_NAMES[Number(month.slice(5, 7)) - 1]!;
}
