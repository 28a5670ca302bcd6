import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "../../../guide/destinations/index.ts";
import { describeIntent } from "./apply.ts";
import { parseRequest } from "./parse.ts";

const paris = DESTINATIONS.find((d) => d.name === "Paris")!;
const read = (request: string) => {
  const parsed = parseRequest(request, paris.places, ["Paris"]);
  return { understood: parsed.intents.map(describeIntent), notUnderstood: parsed.notUnderstood };
};

describe("parseRequest", () => {
  it("reads negations the right way round", () => {
    expect(read("I don't like churches").understood).toEqual(["no religious sites"]);
    expect(read("I like churches").understood).toEqual(["more religious sites"]);
    expect(read("not a fan of museums, but we love food").understood).toEqual(["no museums", "more food"]);
    expect(read("fewer museums").understood).toEqual(["fewer museums"]);
    expect(read("skip the luvre").understood).toEqual(["remove Louvre Museum"]);
    expect(read("don't remove the Louvre").understood).toEqual(["keep Louvre Museum"]);
  });

  it("reads days, times of day and pace words", () => {
    expect(read("swap day 2 and day 3").understood).toEqual(["swap day 2 and day 3"]);
    expect(read("swap the first day with the last day").understood).toEqual(["swap day 1 and the last day"]);
    expect(read("start later in the mornings").understood).toEqual(["later starts in the morning"]);
    expect(read("free evenings").understood).toEqual(["free evenings"]);
    expect(read("slower").understood).toEqual(["a lighter pace"]);
    expect(read("more relaxed").understood).toEqual(["a lighter pace"]);
    expect(read("pack more in").understood).toEqual(["a busier pace"]);
    expect(read("see more museums").understood).toEqual(["more museums"]);
  });

  it("reads places with what is asked of them", () => {
    expect(read("more time at the Louvre").understood).toEqual(["more time at Louvre Museum"]);
    expect(read("add a day trip to Versailles").understood).toEqual(["a day trip to Palace of Versailles"]);
    expect(read("add a day trip to Porto").understood).toEqual(["a day trip to porto"]);
    expect(read("replace the Louvre with Orsay").understood).toEqual(["replace Louvre Museum with Musée d'Orsay"]);
    expect(read("Orsay instead of the Louvre").understood).toEqual(["replace Louvre Museum with Musée d'Orsay"]);
    expect(read("move the Louvre to day 3").understood).toEqual(["move Louvre Museum to day 3"]);
    expect(read("add the Catacombs on day 2").understood).toEqual(["add Catacombs of Paris on day 2"]);
    expect(read("something for kids on day 2").understood).toEqual(["something for kids on day 2"]);
    expect(read("a vegetarian lunch spot").understood).toEqual(["a vegetarian lunch spot"]);
  });

  it("says which part it did not understand, and everything when it understood nothing", () => {
    expect(read("remove the Louvre and bring my cat")).toEqual({
      understood: ["remove Louvre Museum"],
      notUnderstood: ["bring my cat"],
    });
    expect(read("make it better")).toEqual({ understood: [], notUnderstood: ["make it better"] });
    expect(read("more food. Also teleport us home")).toEqual({
      understood: ["more food"],
      notUnderstood: ["Also teleport us home"],
    });
  });
});
