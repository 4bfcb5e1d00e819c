/**
 * The corpus as a host would bring it into its own Storybook (README, "Fixtures"): the one-liner, and one
 * fixture as a named story. The host's own preview (theme, decorators) wraps them.
 */
import { corpusStory, fixtureStory } from '../components/fixtures/stories.ts';

export default { title: 'Examples/Corpus (elicit-kit/fixtures)' };

export const Corpus = corpusStory();
export const Rollout = fixtureStory('seed/rollout');
