// Types read off the generated OpenAPI operations (openapi-typescript), so that data-access hooks name
// what a call answers or takes without restating it: `DataOf<Op['responses'][200]>`.

/** The JSON body of a response (or a request body's content). */
export type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
/** The `data` of a `{ code, data }` envelope. */
export type DataOf<R> = JsonOf<R> extends { data: infer D } ? D : never;
/** The JSON request body of an operation. */
export type BodyOf<R> = R extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
