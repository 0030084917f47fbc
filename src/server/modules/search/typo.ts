/**
 * One typo (a letter left out, added, changed, or two letters swapped) in the manner of
 * SymSpell: a word and a vocabulary term are one edit apart only if they are equal after
 * deleting at most one letter from either. The index keeps each term's one-deletion variants,
 * so the candidates of a query word are found with one indexed lookup.
 */

/** Words shorter than this are taken as typed: one edit turns a short word into too many others. */
export const TYPO_MIN_LENGTH = 5;

/** The word with each letter left out in turn (distinct). */
export function deletions(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < word.length; i++) variants.add(word.slice(0, i) + word.slice(i + 1));
  return [...variants];
}

/** Whether two words are at most one edit apart (optimal string alignment: swaps count as one). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true; // one changed, added or left-out letter
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}
