/**
 * The stories of the built Storybook (`npm run build:storybook`, before Playwright lists the specs that visit them):
 * shared by the screenshot/axe spec and the pseudo-locale spec.
 */
import { existsSync, readFileSync } from 'node:fs';

export const SB_PORT = Number(process.env.SB_PORT ?? 6006);
const SB_OUT = process.env.SB_OUT ?? 'storybook-static';
/** Where the built index lives, for error messages. */
export const storyIndexFile = `${SB_OUT}/index.json`;

export interface StoryEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

/** Every story (not docs) of the built Storybook; empty when it hasn't been built. */
export function builtStories(): StoryEntry[] {
  if (!existsSync(storyIndexFile)) return [];
  const index = JSON.parse(readFileSync(storyIndexFile, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}
