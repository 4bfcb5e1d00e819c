import { received } from '../../received';

export const dynamic = 'force-dynamic';

/** Everything the Server Action received since the server started (or since the last DELETE). */
export function GET(): Response {
  return Response.json(received().map(({ json, verdict }) => ({ received: JSON.parse(json) as unknown, verdict })));
}

export function DELETE(): Response {
  received().length = 0;
  return new Response(null, { status: 204 });
}
