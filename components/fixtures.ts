/**
 * elicit-kit/fixtures — the example corpus (every kind in every state, the seeds' forms, the MCP specification
 * examples, edge cases and unsupported forms), each with its message, schema, profile, a scripted answer for
 * `elicit-kit/testing` and the exact result it must give. Plain data without React or `"use client"`, so Server
 * Components and route handlers import it too; the Storybook helpers are in `elicit-kit/fixtures/stories`.
 * @example
 * import { corpus } from 'elicit-kit/fixtures';
 * for (const fixture of corpus) console.log(fixture.id, fixture.answer.steps, fixture.answer.result);
 */
export { corpus, type CorpusFixture } from '../src/fixtures/corpus.ts';
export { allFixtures, fixtureById, type FormFixture, type FixtureSource } from '../src/fixtures/index.ts';
export {
  FIXTURE_TIME_ZONE, type AnswerAction, type AnswerStep, type FieldRef, type ScriptedAnswer, type ScriptEntry, type ScriptFile,
  type ScriptFolder,
} from '../src/fixtures/script.ts';
