/**
 * Query shaping for an engine that requires every word (src/search/query.ts):
 * a coding assistant asks in prose, and the words of how it asks ("how do
 * I", "doesn't", "our") are not words of the answer, so they must not be
 * required. Synonyms are not added here: the engine expands them itself.
 */

/** Words of how a question is asked, not what about, beyond the engine's own stop words. */
export const fillerWords = new Set(
  (
    'a an and are as at be been but by can could did do does for from get got had has have how i if in into is it its just me my ' +
    'need of on or our ours please should so than that the their them then there these this to us use using want was we were what ' +
    'whats when where which who why will with without would you your ' +
    // How a question asks for a meaning or a person: "what does X mean", "can anyone".
    'mean means meaning anyone someone anybody somebody ' +
    // Contractions, written without their apostrophe (see wordKey).
    'cant couldnt didnt doesnt dont hasnt havent id ill im isnt ive shouldnt wasnt werent wont wouldnt youre'
  ).split(' '),
);

/** A word as the filler list spells it: lower case, letters only ("What's" is "whats"). */
const wordKey = (word: string): string =>
  word
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z]/g, '');

/** A question's topic words, in order (the query itself if nothing would be left). */
export function topicWords(query: string): string[] {
  const words = query.split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !fillerWords.has(wordKey(w)));
  return kept.length > 0 ? kept : words;
}

/**
 * Looser queries for when the engine finds no page with every topic word,
 * loosest last, one list per level: first the question without one of its
 * words (a word the docs never use, like "long" in "how long", then no
 * longer hides the pages holding the others), then each pair of
 * consecutive words. A text of more than `most` words (a pasted log or
 * error) gets one level instead: at most `most` runs of consecutive words
 * that together cover it, so its cost stays bounded.
 */
export function looserQueries(words: readonly string[], most = 10): string[][] {
  if (words.length < 2) return [];
  if (words.length > most) {
    const size = Math.ceil(words.length / most);
    const runs: string[] = [];
    for (let i = 0; i < words.length; i += size) runs.push(words.slice(i, i + size).join(' '));
    return [runs];
  }
  const levels: string[][] = [words.map((_, drop) => words.filter((__, i) => i !== drop).join(' '))];
  if (words.length > 3) levels.push(words.slice(1).map((w, i) => `${words[i]} ${w}`));
  return levels;
}
