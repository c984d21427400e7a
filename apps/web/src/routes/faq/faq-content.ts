import { type faq } from '../../i18n/resources/en/faq';

type Answers = (typeof faq)['answers'];
export type FaqTopic = keyof Answers;

/** Topics in the order the page lists them; the Questions modal links four of them. */
export const FAQ_TOPICS = [
  'eligibility',
  'receipt',
  'card',
  'rewards',
  'express',
  'care',
] as const satisfies readonly FaqTopic[];

export const isFaqTopic = (value: string | null | undefined): value is FaqTopic =>
  FAQ_TOPICS.some((topic) => topic === value);

export interface FaqEntry {
  topic: FaqTopic;
  id: string;
  question: string;
  answer: string;
}

/** Every question of the (already translated) answers tree, topic by topic. */
export function faqEntries(
  answers: Record<FaqTopic, Record<string, { q: string; a: string }>>,
): FaqEntry[] {
  return FAQ_TOPICS.flatMap((topic) =>
    Object.entries(answers[topic]).map(([id, { q, a }]) => ({ topic, id, question: q, answer: a })),
  );
}

/** Lower case without accents, so "tarjeta" finds "Tarjeta" and "recibo" finds "recibó". */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Entries whose question or answer holds every word of the query (in any order). */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = foldText(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
