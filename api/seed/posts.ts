import type { SeedPost } from '../src/seed-data.ts';
import { businessEmail } from './posts/business-email.ts';
import { fourTones } from './posts/four-tones.ts';
import { hsk3Plan } from './posts/hsk3-plan.ts';
import { keepTalking } from './posts/keep-talking.ts';
import { kidsAtHome } from './posts/kids-at-home.ts';
import { measureWords } from './posts/measure-words.ts';
import { newYearGreetings } from './posts/new-year-greetings.ts';
import { orderingFood } from './posts/ordering-food.ts';
import { podcasts } from './posts/podcasts.ts';
import { rememberingCharacters } from './posts/remembering-characters.ts';
import { usingLe } from './posts/using-le.ts';

/** Blog posts and podcast episodes of the pub area, oldest first. Authors are teachers of the catalogue. */
export const posts: readonly SeedPost[] = [
  fourTones,
  hsk3Plan,
  newYearGreetings,
  measureWords,
  businessEmail,
  kidsAtHome,
  orderingFood,
  usingLe,
  rememberingCharacters,
  keepTalking,
  ...podcasts,
].toSorted((a, b) => a.publishedAt.localeCompare(b.publishedAt));
