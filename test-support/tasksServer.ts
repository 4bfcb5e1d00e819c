/**
 * The smallest server of the 2026-07-28 tasks extension (`io.modelcontextprotocol/tasks`), for tests: plain JSON-RPC
 * over Streamable HTTP (one JSON response per POST), no SDK, because `@modelcontextprotocol/server` 2.4.0 has no
 * server side of the extension (it only checks its `Mcp-Name` header). Follows the extension's sections
 * "Capability Negotiation" (a task only for a request that declares the extension, else -32021), "Task Creation"
 * (`resultType: "task"`, the task exists before the handle is returned), "Task Polling" (the terminal `tasks/get`
 * carries `result`; no `tasks/result`), "Task Update Requests" (`inputRequests` repeated until answered, keys never
 * reused, unknown or answered keys ignored, empty acknowledgement), "Task Cancellation", "Streamable HTTP: Routing
 * Headers" (`Mcp-Name` must equal `params.taskId`: 400 with -32020 otherwise, as SEP-2243 answers a mismatch) and
 * "Error Handling" (-32602 for an unknown task).
 *
 * Tools: `modern_input_task` asks one form, `modern_two_step` asks two in turn; each completes with the answers it got.
 * `cancel(taskId)` cancels a task as its server would; `created`, `tasksRequests` and `updates` record what arrived,
 * and `requestsOf`/`updatesOf` read them for one task.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Params = Record<string, unknown> & { taskId?: string; name?: string; inputResponses?: Record<string, unknown>; _meta?: Record<string, unknown> };
type Message = { id?: string | number; method?: string; params?: Params };
interface Step { key: string; message: string; property: string }
interface Task { taskId: string; steps: Step[]; answered: Record<string, unknown>; cancelled: boolean; createdAt: string }

const EXTENSION = 'io.modelcontextprotocol/tasks';
const SERVER_INFO = { name: 'tasks-server', title: 'Tasks test server', version: '1.0.0' };
const TOOLS: Record<string, Step[]> = {
  modern_input_task: [{ key: 'name', message: 'Please enter your name.', property: 'name' }],
  modern_two_step: [{ key: 'first', message: 'First name?', property: 'first' }, { key: 'last', message: 'Last name?', property: 'last' }],
};
const form = (step: Step) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message: step.message, requestedSchema: { type: 'object', properties: { [step.property]: { type: 'string' } }, required: [step.property] } },
});

export interface TasksServer {
  url: string;
  /** Every tasks/* request: its method, `Mcp-Name` header and `params.taskId`. */
  tasksRequests: { method: string; mcpName: string | undefined; taskId: unknown }[];
  /** Every `inputResponses` a tasks/update brought. */
  updates: { taskId: string; inputResponses: unknown }[];
  /** The id of every task created, in order. */
  created: string[];
  /** One task's tasks/* requests, in order: each one's method and `Mcp-Name` header. */
  requestsOf(taskId: string): { method: string; mcpName: string | undefined }[];
  /** The `inputResponses` of each tasks/update one task received. */
  updatesOf(taskId: string): unknown[];
  /** Cancels a task, as the server would on its own. */
  cancel(taskId: string): void;
  close(): Promise<void>;
}

/**
 * `cors`: answer a page on another origin too (the browser host's spec, in Chromium): a preflight for any header the
 * client sends (`Mcp-Name`, `Mcp-Protocol-Version`), and every reply readable by the page. `pollIntervalMs`: what
 * each task asks its client to wait between polls.
 */
export async function startTasksServer({ cors = false, pollIntervalMs = 10 } = {}): Promise<TasksServer> {
  const tasks = new Map<string, Task>();
  const tasksRequests: TasksServer['tasksRequests'] = [];
  const updates: TasksServer['updates'] = [];
  const created: string[] = [];
  let counter = 0;
  const view = (task: Task) => {
    const base = { taskId: task.taskId, createdAt: task.createdAt, lastUpdatedAt: new Date().toISOString(), ttlMs: 60_000, pollIntervalMs };
    if (task.cancelled) return { ...base, status: 'cancelled', statusMessage: 'The server stopped this task.' };
    const next = task.steps.find((step) => !(step.key in task.answered));
    if (next) return { ...base, status: 'input_required', inputRequests: { [next.key]: form(next) } };
    return { ...base, status: 'completed', result: { content: [{ type: 'text', text: JSON.stringify(task.answered) }], isError: false } };
  };

  const handle = (message: Message, mcpName: string | undefined): { status?: number; result?: unknown; error?: { code: number; message: string } } => {
    const params = message.params ?? {};
    const method = message.method ?? '';
    if (method === 'server/discover') return { result: { resultType: 'complete', supportedVersions: ['2026-07-28'], capabilities: { tools: {}, extensions: { [EXTENSION]: {} } }, serverInfo: SERVER_INFO } };
    if (method === 'tools/list') return { result: { resultType: 'complete', tools: Object.keys(TOOLS).map((name) => ({ name, inputSchema: { type: 'object' } })), ttlMs: 0, cacheScope: 'private' } };
    const capabilities = (params._meta?.['io.modelcontextprotocol/clientCapabilities'] ?? {}) as { extensions?: Record<string, unknown> };
    if (!capabilities.extensions?.[EXTENSION]) return { error: { code: -32021, message: 'Missing required client capability' } };
    if (method === 'tools/call') {
      const steps = TOOLS[params.name ?? ''];
      if (!steps) return { error: { code: -32602, message: `Unknown tool ${String(params.name)}` } };
      const task: Task = { taskId: `task-${++counter}-${crypto.randomUUID()}`, steps, answered: {}, cancelled: false, createdAt: new Date().toISOString() };
      tasks.set(task.taskId, task);
      created.push(task.taskId);
      const { inputRequests: _, result: __, ...handle } = { ...view(task), status: 'working' } as Record<string, unknown>;
      return { result: { ...handle, resultType: 'task' } };
    }
    if (!method.startsWith('tasks/')) return { error: { code: -32601, message: `Method not found: ${method}` } };
    tasksRequests.push({ method, mcpName, taskId: params.taskId });
    if (mcpName !== params.taskId) return { status: 400, error: { code: -32020, message: 'The Mcp-Name header does not match params.taskId' } };
    const task = tasks.get(String(params.taskId));
    if (!task) return { error: { code: -32602, message: 'Failed to retrieve task: Task not found' } };
    if (method === 'tasks/get') return { result: { ...view(task), resultType: 'complete' } };
    if (method === 'tasks/cancel') return (task.cancelled = true), { result: { resultType: 'complete' } };
    if (method !== 'tasks/update') return { error: { code: -32601, message: `Method not found: ${method}` } };
    updates.push({ taskId: task.taskId, inputResponses: params.inputResponses });
    const outstanding = (view(task) as { inputRequests?: Record<string, unknown> }).inputRequests ?? {};
    for (const [key, answer] of Object.entries(params.inputResponses ?? {})) if (key in outstanding && !task.cancelled) task.answered[key] = answer;
    return { result: { resultType: 'complete' } };
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (cors) res.setHeader('access-control-allow-origin', '*').setHeader('access-control-expose-headers', '*');
      if (cors && req.method === 'OPTIONS') {
        return void res.writeHead(204, { 'access-control-allow-methods': 'POST, GET, DELETE', 'access-control-allow-headers': '*' }).end();
      }
      if (req.method !== 'POST') return void res.writeHead(405).end();
      let message: Message;
      try {
        message = JSON.parse(body) as Message;
      } catch {
        return void res.writeHead(400).end();
      }
      if (message.id === undefined) return void res.writeHead(202).end();
      const header = req.headers['mcp-name'];
      const reply = handle(message, Array.isArray(header) ? header[0] : header);
      const { status = 200, ...outcome } = reply;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: message.id, ...outcome }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  return {
    url, tasksRequests, updates, created,
    requestsOf: (taskId) => tasksRequests.filter((request) => request.taskId === taskId).map(({ method, mcpName }) => ({ method, mcpName })),
    updatesOf: (taskId) => updates.filter((update) => update.taskId === taskId).map((update) => update.inputResponses),
    cancel: (taskId) => void (tasks.get(taskId) && (tasks.get(taskId)!.cancelled = true)),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
