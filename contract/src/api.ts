// The API's path prefix and the success envelope's type. The answers' shapes, the failure's among them,
// are in answer-fields.ts and the *-shapes.ts files, described in /prime/openapi.json.
export const API_PREFIX = '/prime';

export type ApiSuccess<T extends object = object> = { result: true; message: string } & T;
