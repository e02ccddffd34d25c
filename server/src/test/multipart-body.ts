// A multipart/form-data body for app.inject, built the way a browser's FormData sends it: the upload
// calls' API tests (edit/profile, add/review) send their fields and files through it.
export interface TestFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** The declared type; the server judges by the bytes, so a test may lie here. */
  type?: string;
}

export async function multipartBody(
  fields: Record<string, string>,
  files: TestFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
