/**
 * `elicit-kit/stacks`: the glue between an agent SDK's elicitation callback and an `AskFunction` (the relay's
 * `askFor`, or a browser host's queue), one small module per stack (docs/hosts.md, docs/behaviour.md §13).
 * React-free; imports nothing of any stack: each module describes the stack's request and result structurally, so a
 * host that does not use a stack loads nothing of it.
 */
export * from './claude.ts';
export * from './codex.ts';
export * from './acp.ts';
export * from './mastra.ts';
export * from './copilot.ts';
export * from './cloudflare.ts';
