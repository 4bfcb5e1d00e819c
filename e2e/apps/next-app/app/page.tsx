// A Server Component: it imports the form straight from the package and hands it a Server Action as onResult.
import { ElicitationForm } from 'elicit-kit';
import { receiveResult } from './actions';
import { request } from './request';

export default function Page() {
  return (
    <main>
      <h1>elicit-kit in a Next.js App Router page</h1>
      <ElicitationForm message={request.message} requestedSchema={request.requestedSchema} onResult={receiveResult} />
    </main>
  );
}
