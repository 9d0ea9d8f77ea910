import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An endpoint's name: its method and its path, with `:name` for each path parameter. */
export type EndpointKey = `${EndpointMethod} /${string}`;

/**
 * One endpoint of the API, described once: what its path parameters, query and body must be, and the body it
 * answers with for each status (the error statuses included). The server registers the route from it, the
 * OpenAPI document is generated from it, the client checks answers against it and the test fake is held to it.
 */
export interface EndpointDefinition {
  /** OpenAPI grouping. */
  tags: readonly string[];
  /** What the endpoint does, in a sentence, as the OpenAPI document shows it. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Readonly<Record<number, z.ZodType>>;
}

/** A group of endpoints by name, kept with their exact schema types. */
export function defineEndpoints<const Table extends Record<EndpointKey, EndpointDefinition>>(table: Table): Table {
  return table;
}

/** The method and path of an endpoint's name. */
export function splitEndpointKey(key: EndpointKey): { method: EndpointMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as EndpointMethod, path: key.slice(space + 1) };
}
