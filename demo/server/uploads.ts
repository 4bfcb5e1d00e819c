/**
 * The demo's upload endpoint (docs/behaviour.md §5 host callback): the host page POSTs a user file, the file is
 * stored in a temp folder, and the answer is a `file:///` URI the MCP server can read back.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What `/upload` answers: an MCP-Resource-like description of the stored file. */
export interface UploadedFile {
  uri: string;
  name: string;
  mimeType?: string;
  size: number;
}

/** Largest file the demo accepts (the demo is local; this only stops accidents). */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Handles `POST /upload` with the raw file as body and its name in `x-file-name` (percent-encoded). */
export async function handleUpload(request: Request, uploadDir: string): Promise<Response> {
  if (request.method !== 'POST') return new Response('Use POST', { status: 405, headers: { allow: 'POST' } });
  const rawName = request.headers.get('x-file-name') ?? 'file';
  // Keep the last path segment only: a crafted name must not escape the upload folder.
  const name = basename(decodeURIComponent(rawName)).replace(/^\.+/, '') || 'file';
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return new Response('File too large', { status: 413 });
  const folder = join(uploadDir, crypto.randomUUID());
  await mkdir(folder, { recursive: true });
  const path = join(folder, name);
  await writeFile(path, bytes);
  const uploaded: UploadedFile = { uri: pathToFileURL(path).href, name, size: bytes.byteLength };
  const mimeType = request.headers.get('content-type');
  if (mimeType && mimeType !== 'application/octet-stream') uploaded.mimeType = mimeType;
  return Response.json(uploaded);
}

/** Reads back a file the host uploaded; `undefined` for any URI outside the upload folder. */
export async function readUploaded(uri: string, uploadDir: string): Promise<Uint8Array | undefined> {
  const root = pathToFileURL(uploadDir).href + '/';
  try {
    // Compare the parsed URL (dot segments resolved), so `…/uploads/../../etc/passwd` stays outside.
    const url = new URL(uri);
    if (url.protocol !== 'file:' || !url.href.startsWith(root)) return undefined;
    return await readFile(fileURLToPath(url));
  } catch {
    return undefined;
  }
}
