import { allFixtures, type FixtureSource } from '../../src/fixtures/index.ts';
import { urlExamples } from './urlExamples.ts';

const GROUPS: { source: FixtureSource; title: string }[] = [
  { source: 'seed', title: 'Seed forms' },
  { source: 'mcp-2025-06-18', title: 'MCP 2025-06-18' },
  { source: 'mcp-2025-11-25', title: 'MCP 2025-11-25' },
  { source: 'mcp-2026-07-28', title: 'MCP 2026-07-28' },
  { source: 'kind', title: 'Field kinds' },
  { source: 'edge-case', title: 'Edge cases' },
  { source: 'unsupported', title: 'Unsupported' },
];

/** The short link to a fixture of the corpus (useHashForm opens it); `#form=` permalinks keep working too. */
export const fixtureLink = (id: string): string => `#fixture=${id}`;

/** The fixture id a `#fixture=<id>` fragment names, if it names one. */
const fixtureIdOf = (hash: string): string | undefined => {
  const match = /^#fixture=([^&]*)/.exec(hash);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
};

/** Every example form of the corpus as a `#fixture=<id>` link showing its id, then the URL-mode examples (`#url=<id>`); the current one is marked. */
export function Gallery({ currentHash }: { currentHash: string }) {
  const currentId = fixtureIdOf(currentHash);
  return (
    <nav className="demo-gallery" aria-label="Example forms">
      {GROUPS.map((group) => {
        const fixtures = allFixtures.filter((fixture) => fixture.source === group.source);
        if (fixtures.length === 0) return null;
        return (
          <section key={group.source} aria-labelledby={`gallery-${group.source}`}>
            <h2 id={`gallery-${group.source}`}>{group.title}</h2>
            <ul>
              {fixtures.map((fixture) => (
                <li key={fixture.id}>
                  <a href={fixtureLink(fixture.id)} aria-current={fixture.id === currentId ? 'page' : undefined} title={fixture.origin}>
                    {fixture.title} <code className="demo-gallery__id">{fixture.id}</code>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="gallery-url">
        <h2 id="gallery-url">URL mode (consent)</h2>
        <ul>
          {urlExamples.map((example) => (
            <li key={example.id}>
              <a href={`#url=${example.id}`} aria-current={currentHash === `#url=${example.id}` ? 'page' : undefined}>
                {example.title} <code className="demo-gallery__id">{example.id}</code>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </nav>
  );
}
