/**
 * What judging one answer may cost, fixed before anything costly runs (docs/relay.md, "What judging an answer
 * costs"): the relay judges every answer a browser posts, so no answer, however large or hostile, may make that
 * take long. The body limit bounds everything linear in the answer (`maxBodyBytes`, `src/relay/relay.ts`); the two
 * numbers here bound what is not.
 */

/**
 * The most pattern work one answer may take, in the matcher's steps (`src/pattern/cost.ts`): 4,000 code points under
 * the costliest pattern the kit supports (500 steps per code point), 48,000 under `^[a-z]+$`. The slowest steps are
 * those of many counted repetitions (`[a-z]{0,200}` ninety times): there the whole budget takes about 15 ms of CPU,
 * a third of the 50 ms one answer may cost, the rest being for a 64 KiB body's parsing and linear checks
 * (`npm run bench:relay`). Patterns servers send cost 40–200 steps per code point: 300 fields of 40 characters under
 * an email pattern take 1.7 million.
 */
export const PATTERN_BUDGET = 2_000_000;

/**
 * Each test is charged as if its value were this many code points longer: a test sets up its own tables (one set per
 * lookaround, one buffer per counted repetition) whatever the value's length. On an empty value that takes as long as
 * 5–15 code points would (2–22 µs a test for `^[a-z]+$`, ninety counters, sixteen lookaheads); 32 leaves room for a
 * loaded machine. Without it, 20,000 empty entries under sixteen lookaheads would take 0.4 s that no step count sees.
 */
export const TEST_SETUP_CODE_POINTS = 32;

/**
 * The most issues one answer gets, the first ones in form order. Every issue costs a few microseconds to sort, send
 * and show, and a hostile answer earns one per few bytes (an entry of the wrong type takes two: `1,`); an answer from
 * the kit's own form reaches the cap only with a thousand fields left empty or a thousand wrong entries in one list.
 */
export const MAX_ISSUES = 1000;
