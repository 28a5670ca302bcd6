/**
 * Negation scope: which words of a sentence a "no", "don't like", "skip" or "fewer" applies to.
 * A cue holds until the next cue or a contrast word ("but", "instead"), so "I don't like churches
 * or museums but love markets" negates churches and museums and wants markets. Commas and "and"
 * do not end a scope: lists share their cue.
 */
export type Polarity = "neutral" | "positive" | "negative" | "less" | "keep";

const phrases = (list: string) => list.split("|").map((phrase) => phrase.split(" "));

const CUES: { polarity: Polarity | "reset"; words: string[][] }[] = [
  {
    polarity: "keep",
    words: phrases(
      "dont remove|do not remove|dont skip|do not skip|dont drop|do not drop|dont cut|dont delete|dont lose|keep|leave in|dont touch|do not touch",
    ),
  },
  {
    polarity: "less",
    words: phrases(
      "less|fewer|too many|too much|not so many|not as many|not too many|reduce|cut down on|cut back on|lighter on|a bit less|not that many|fewer of|not so much|cut down|go easy on|easy on the",
    ),
  },
  {
    polarity: "negative",
    words: phrases(
      "dont like|do not like|dont want|do not want|dont need|do not need|dont care for|dont love|dont enjoy|dont fancy|not a fan of|not a big fan of|not big fans of|not fans of|arent fans of|arent into|not into|not keen on|not interested in|not really into|no interest in|no more|no|not|dont|do not|never|hate|hates|dislike|dislikes|detest|cant stand|cannot stand|can not stand|sick of|tired of|fed up with|enough|enough of|bored of|bored with|skip|avoid|without|exclude|remove|drop|delete|cut|take out|get rid of|rid of|ditch|lose|leave out|none|nothing|zero|pass on|rather not|no need for|except|apart from|other than|but not|nope|scrap|cancel|forget|forget about|nix|not bothered about|seen enough",
    ),
  },
  {
    polarity: "positive",
    words: phrases(
      "more|add|include|want|wanna|like|love|loves|adore|prefer|enjoy|see|visit|extra|lots of|plenty of|keen on|into|interested in|fan of|fans of|big on|bring back|put back|go to|have|fit in|squeeze in|need|also|another|some",
    ),
  },
  { polarity: "reset", words: phrases("but|however|though|although|instead|rather|yet|whereas|while") },
];

const GLUE = new Set(["to", "the", "a", "any", "go", "be", "going", "do", "more"]);

/** The cue that starts at `i` (longest phrase wins), and how many words it spans. */
function cueAt(words: readonly string[], i: number): { polarity: Polarity | "reset"; length: number } | null {
  let best: { polarity: Polarity | "reset"; length: number } | null = null;
  for (const cue of CUES) {
    for (const phrase of cue.words) {
      if (best && phrase.length <= best.length) continue;
      if (phrase.every((word, k) => words[i + k] === word)) best = { polarity: cue.polarity, length: phrase.length };
    }
  }
  return best;
}

/** The polarity in force at each word; cue words themselves carry the polarity they set. */
export function polarities(words: readonly string[]): Polarity[] {
  const result: Polarity[] = [];
  let state: Polarity = "neutral";
  let cueEnd = -1;
  for (let i = 0; i < words.length;) {
    const cue = cueAt(words, i);
    if (!cue) {
      result.push(state);
      i++;
      continue;
    }
    // "don't want to see churches": a verb right after a negation is part of it.
    const glued =
      cue.polarity === "positive" &&
      state !== "neutral" &&
      state !== "positive" &&
      words.slice(cueEnd, i).every((word) => GLUE.has(word));
    // "but not museums": the contrast resets, the negation after it applies.
    if (!glued) state = cue.polarity === "reset" ? "neutral" : cue.polarity;
    cueEnd = i + cue.length;
    for (let k = 0; k < cue.length; k++) result.push(state);
    i += cue.length;
  }
  return result;
}

/** Whether a word is part of some cue (so it says how, not what). */
export function isCueWord(word: string): boolean {
  return CUES.some((cue) => cue.words.some((phrase) => phrase.includes(word)));
}
