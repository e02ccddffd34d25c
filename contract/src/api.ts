// The envelope every API answer shares; as schemas in call-shapes.ts, described in /prime/openapi.json.
export const API_PREFIX = '/prime';

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiFailure {
  result: false;
  message: string;
  errors?: FieldError[];
}

export type ApiSuccess<T extends object = object> = { result: true; message: string } & T;
