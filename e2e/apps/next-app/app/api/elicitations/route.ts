// app/api/elicitations/route.ts: the relay's browser endpoint. GET = the session's forms (SSE), POST = an answer or a Stop.
import { relay } from '../../../lib/relay';

export const GET = (request: Request) => relay.handle(request);
export const POST = GET;
