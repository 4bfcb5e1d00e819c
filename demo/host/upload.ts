/**
 * The demo host's `resolveUserResource` (docs/behaviour.md §5 host callback): uploads a user file to the demo
 * server's `/upload` endpoint, which answers with a `file:///` URI the MCP server can read back.
 */
import type { AddedResource } from '../../src/model.ts';
import type { UserFileItem } from '../../components/fields/types.ts';

/** Uploads `item.file` next to the page (`/upload` on the same origin) and returns its resource. */
export async function uploadUserFile(item: UserFileItem, endpoint = '/upload'): Promise<AddedResource> {
  if (item.kind === 'directory') {
    // A folder is not a file: the demo server only stores files, so fall back to the kit's default URI shape.
    return { uri: `file:///${item.relativePath.split('/').map(encodeURIComponent).join('/')}`, name: item.relativePath };
  }
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': item.file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(item.file.name) },
    body: item.file,
  });
  if (!response.ok) throw new Error(`Upload of ${item.file.name} failed: ${response.status} ${response.statusText}`);
  const uploaded = (await response.json()) as AddedResource;
  return { uri: uploaded.uri, name: uploaded.name, ...(uploaded.mimeType ? { mimeType: uploaded.mimeType } : {}), size: uploaded.size };
}
