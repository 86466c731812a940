/** Whole hours and the minutes left over, for "12 h 30 min". */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** An excerpt of a text for a meta description: whole words, at most `max` characters, an ellipsis if cut. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Chinese and Japanese have no spaces between words: cut at the limit rather than far back.
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
