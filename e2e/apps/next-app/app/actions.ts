'use server';

import { validateResult, type ElicitResult } from 'elicit-kit/core';
import { request } from './request';
import { received } from './received';

/** The form's `onResult`: a Server Action. It validates what arrived and keeps it for GET /api/received. */
export async function receiveResult(result: ElicitResult): Promise<void> {
  received().push({ json: JSON.stringify(result), verdict: validateResult(request.requestedSchema, result) });
}
