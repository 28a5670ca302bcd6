/**
 * How travellers ask for changes to whole days, as patterns over a sentence's normalized words in
 * which day references are tokens (days.ts: "qday2q", "qdaythuq", "qdaylastq"; a day named by what it
 * holds, "the Montmartre day", is "qdayholds0q") and places are "qplace0q". parse.ts reads them.
 */

const VERB = String.raw`(?:(?:move|put|shift|do|have|make|schedule|plan|push|bring|save|leave|keep|switch|change|reschedule|see|visit)(?: the)? )?`;
const DAY = String.raw`(?:the )?(?<a>qday\w+q)(?: (?:plan|plans|itinerary|schedule|stuff|stops|sightseeing|one))?`;
const OTHER = String.raw`(?:the )?(?<b>qday\w+q)`;

/** A day to the front of the trip: "let's start with the Montmartre day", "do the Louvre day first". */
export const DAY_FIRST = [
  new RegExp(
    String.raw`\b(?:start|begin|kick off|open|lead)(?: (?:the|our|my) (?:trip|week|holiday|vacation|stay|visit))?(?: off)? with ${DAY}`,
  ),
  new RegExp(
    String.raw`${VERB}${DAY} (?:first|1st|at the (?:start|beginning)|to the (?:start|front|beginning|top)|up front|as (?:the )?first|as day one)\b`,
  ),
];

/** A day to the end: "move the Sintra day to the end", "save the Louvre day for last". */
export const DAY_LAST = [
  new RegExp(
    String.raw`${VERB}${DAY} (?:last|at the end|to the end|for the end|for last|till last|until the end|as (?:the )?last|as the finale)\b`,
  ),
  new RegExp(
    String.raw`\b(?:end|finish|close|wrap up)(?: (?:the|our|my) (?:trip|week|holiday|vacation|stay))? with ${DAY}`,
  ),
];

/** "put day 4 before day 2", "the Louvre day after the Orsay day". */
export const DAY_BEFORE = new RegExp(String.raw`${VERB}${DAY} (?<rel>before|ahead of|after) ${OTHER}`);

/** "move the Sintra day to Thursday", "do the Louvre day on day 3". */
export const DAY_TO = new RegExp(
  String.raw`\b(?:move|put|shift|switch|change|do|have|make|schedule|plan|push|bring|reschedule) ${DAY} (?:to|on|onto|as|into|for|over to)(?: the)? (?<b>qday\w+q)`,
);

const COUNT = String.raw`(?<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;
const THINGS = String.raw`(?:stops|things|places|sights|activities|visits|attractions|items|spots|stop|thing|place|sight|activity|visit|attraction)`;
const PER_DAY = String.raw`(?: (?:a|per|each|every|in a|in one) day| daily)`;

/**
 * A most per day: "no more than four stops", "max 3 things a day", "3 stops a day is plenty". The
 * `under` group marks a strict limit ("fewer than 4" is 3).
 */
export const CAP_STOPS = [
  new RegExp(
    String.raw`\b(?:no more than|not more than|nothing more than|at most|at the most|max(?:imum)?(?: of)?|limit(?: it| us| each day| every day| the days?| days| ourselves)? to|cap(?: it| each day| every day| the days?| days)?(?: at| to)?|not over|(?<under>fewer than|less than))(?: about| around)? ${COUNT}(?: or (?:so|less|fewer))?(?:(?: ${THINGS})${PER_DAY}?|${PER_DAY})\b`,
  ),
  // Weaker cues ("only 3 things", "just two") say a most only with "a day" or a day named after them.
  new RegExp(
    String.raw`\b(?:only|just|up to|keep(?: it| each day| every day| the days?| days| us)? (?:to|at)|(?<under>under|below))(?: about| around)? ${COUNT}(?: ${THINGS})?(?:${PER_DAY}| on (?:the )?qday\w+q)`,
  ),
  new RegExp(
    String.raw`\b${COUNT}(?:(?: ${THINGS})${PER_DAY}?|${PER_DAY}) (?:max|maximum|at most|at the most|tops|is enough|are enough|is plenty|are plenty|is our limit|is the limit|or less|or fewer)\b`,
  ),
];

/** Rain or bad weather on a day, or asking for indoor stops outright. */
export const RAIN =
  /\b(rain|rains|raining|rainy|rained|rainfall|showers|storm|storms|stormy|thunderstorms?|downpours?|pour|pours|pouring|poured|bad weather|weather is bad|weather turns|snow|snowing|heatwave|heat wave)\b/;
export const INDOOR = /\b(indoor|indoors|inside|under a roof|roof over our heads)\b/;
/** Words that only frame a weather request ("if it rains on Thursday, museums that day"). */
export const WEATHER_FRAME =
  /^(might|may|could|should|if|in|case|of|forecast|forecasts|forecasted|expected|predicted|supposed|looks|like|going|gonna|to|stuff|things|activities|options|sights|places|stops|plan|plans|swap|switch|outdoor|outside|outdoors|instead|that|day|then|lets|keep|dry|the|for|some|it|is|be|will|says|say|there|theres|a|chance|lot|heavy|rainy)$/;

/** Arriving on a day: "we land at noon on day 1", "our flight gets in at 11:30am". */
const ARRIVE_VERB = String.raw`(?:(?:our|my|the) (?:flight|plane|train|bus|ferry) )?(?:land|lands|landing|arrive|arrives|arriving|arrival|get in|gets in|getting in|touch down|touches down|fly in|flying in|come in|comes in|check in|get to (?:the )?(?:hotel|city|town))`;
const CLOCK = String.raw`(?:(?<noon>noon|midday|lunchtime|lunch time)|(?<h>\d{1,2})(?<ap1>am|pm)?(?: (?<m>\d{2})(?<ap2>am|pm)?)?(?: (?<ap3>am|pm))?)`;
export const ARRIVAL = [
  new RegExp(
    String.raw`\b${ARRIVE_VERB}(?: is| will be| only)?(?: on (?:the )?qday\w+q)?(?: at| around| about| by| after| near| only at)(?: about| around)? ${CLOCK}\b`,
  ),
  new RegExp(
    String.raw`\b${ARRIVE_VERB}(?: on (?:the )?qday\w+q)? (?<h>\d{1,2})(?:(?<ap1>am|pm)|(?: (?<m>\d{2})(?<ap2>am|pm)?))\b`,
  ),
];

/** The day the traveller leaves: a later morning "before the flight" is the last day's. */
export const DEPARTURE =
  /\b(before (?:the |our |my )?(?:flight|plane|train|bus|departure|trip home|journey home|drive home|flight home|ride to the airport)(?: home| out| back)?|before (?:we|i) (?:leave|fly|go|head|depart|check out)(?: home| out| back)?|(?:departure|leaving|going home|flight|travel) day|day (?:we|i) (?:leave|fly|go home|depart)|(?:fly|flying) (?:home|out|back))\b/;

/**
 * The traveller has seen a place before: "we've been to the Vatican before", "already saw the Eiffel
 * Tower last time", "skip the Colosseum, done it".
 */
export const SEEN_BEFORE =
  /\b(?:(?:(?:weve|ive|we have|i have|we|i|have|already|both|all|they|hes|shes)(?: already| both| all| actually| just)? (?:been (?:to|at|in|inside|up|on)|seen|visited|saw|went (?:to|up)|toured|climbed|(?:done|did)(?= (?:the |it\b|that\b|them\b|qplace|already|before)))|been (?:to|at|inside)|been there|done (?:it|that|them|those|both)|seen (?:it|that|them|those|both)|did (?:it|that|them) (?:before|already|last time)))\b/;
export const NOT_SEEN =
  /\b(?:havent|have not|hasnt|has not|never|not yet|didnt|did not|not|not been)(?: \w+)? (?:been|seen|visited|done|did|saw|went|toured)\b/;
/** Words that only give the reason for a removal ("we've been to the Vatican before"). */
export const SEEN_FRAME =
  /^(before|already|last|time|previous|previously|earlier|past|trip|visit|ago|years?|once|twice|actually|both|done|did|it|that|them|those|been|there|seen|saw|visited|went|toured|climbed|on|our|my|a|in|so|weve|ive|have|we|i|all|just|the|to|at|up|inside|when|were|was|here|back|year|decade|couple|few|ten|two|three|five)$/;
