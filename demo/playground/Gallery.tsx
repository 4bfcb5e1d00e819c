import { allFixtures, type FixtureSource, type FormFixture } from '../../src/fixtures/index.ts';
import { permalinkHash } from '../../src/permalink.ts';

const GROUPS: { source: FixtureSource; title: string }[] = [
  { source: 'seed', title: 'Seed forms' },
  { source: 'mcp-2025-06-18', title: 'MCP 2025-06-18' },
  { source: 'mcp-2025-11-25', title: 'MCP 2025-11-25' },
  { source: 'mcp-2026-07-28', title: 'MCP 2026-07-28' },
  { source: 'kind', title: 'Field kinds' },
  { source: 'edge-case', title: 'Edge cases' },
  { source: 'unsupported', title: 'Unsupported' },
];

/** The fixture's permalink fragment. */
export function fixtureHash(fixture: FormFixture): string {
  return permalinkHash({ message: fixture.message, requestedSchema: fixture.requestedSchema, profile: fixture.profile });
}

/** Every example form of the corpus as links to its permalink; the current one is marked. */
export function Gallery({ currentHash }: { currentHash: string }) {
  return (
    <nav className="demo-gallery" aria-label="Example forms">
      {GROUPS.map((group) => {
        const fixtures = allFixtures.filter((fixture) => fixture.source === group.source);
        if (fixtures.length === 0) return null;
        return (
          <section key={group.source} aria-labelledby={`gallery-${group.source}`}>
            <h2 id={`gallery-${group.source}`}>{group.title}</h2>
            <ul>
              {fixtures.map((fixture) => {
                const hash = fixtureHash(fixture);
                return (
                  <li key={fixture.id}>
                    <a href={hash} aria-current={hash === currentHash ? 'page' : undefined} title={fixture.origin}>
                      {fixture.title}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
