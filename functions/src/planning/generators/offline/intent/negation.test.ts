import { describe, expect, it } from "vitest";
import { polarities, type Polarity } from "./negation.ts";
import { wordsOf } from "./text.ts";

/** The polarity at each named word of a sentence. */
function at(sentence: string, ...targets: string[]): Polarity[] {
  const words = wordsOf(sentence);
  const marks = polarities(words);
  return targets.map((target) => marks[words.indexOf(target)]!);
}

describe("negation scope", () => {
  it("negates what follows a negation, to the end of the sentence", () => {
    expect(at("I don't like churches", "churches")).toEqual(["negative"]);
    expect(at("not a fan of museums", "museums")).toEqual(["negative"]);
    expect(at("we hate museums", "museums")).toEqual(["negative"]);
    expect(at("no more museums", "museums")).toEqual(["negative"]);
    expect(at("skip the louvre", "louvre")).toEqual(["negative"]);
    expect(at("I don't like churches or museums", "churches", "museums")).toEqual(["negative", "negative"]);
    expect(at("no churches, museums", "churches", "museums")).toEqual(["negative", "negative"]);
  });

  it("ends the scope at a contrast or a new wish", () => {
    expect(at("I don't like churches but love markets", "churches", "markets")).toEqual(["negative", "positive"]);
    expect(at("no churches, however museums are fine", "churches", "museums")).toEqual(["negative", "neutral"]);
    expect(at("remove the louvre and add orsay", "louvre", "orsay")).toEqual(["negative", "positive"]);
    expect(at("I love museums but not churches", "museums", "churches")).toEqual(["positive", "negative"]);
  });

  it("keeps a verb that follows a negation inside it, and reads double negations as keep", () => {
    expect(at("I don't want to see churches", "churches")).toEqual(["negative"]);
    expect(at("we do not want to go to the louvre", "louvre")).toEqual(["negative"]);
    expect(at("don't remove the louvre", "louvre")).toEqual(["keep"]);
  });

  it("tells fewer from none, and leaves plain nouns neutral", () => {
    expect(at("fewer museums", "museums")).toEqual(["less"]);
    expect(at("not too many museums", "museums")).toEqual(["less"]);
    expect(at("too many churches", "churches")).toEqual(["less"]);
    expect(at("museums please", "museums")).toEqual(["neutral"]);
    expect(at("more food", "food")).toEqual(["positive"]);
  });
});
