// The parts of the published OpenAPI document (/openapi.json) that the tests generated from it
// (authz-matrix, fuzz) read: schemas, parameters, request bodies, and the operations by path.

export type SchemaObject = {
  $ref?: string;
  type?: string;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
};

export type ParameterObject = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: SchemaObject };

export type OperationObject = {
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, SchemaObject> };
};

/** One method of one path of the document. */
export type Operation = { method: 'GET' | 'POST'; path: string; op: OperationObject };
