import { endpoints, splitEndpointKey, type EndpointDefinition, type EndpointMethod, type Endpoints } from '@nurseprep/contracts/endpoints';

type Definition<Name extends keyof Endpoints> = Endpoints[Name];
type Part<Name extends keyof Endpoints, Key extends 'params' | 'query' | 'body'> = Definition<Name> extends { [K in Key]: infer Schema } ? Schema : undefined;

/** The Fastify schema of an endpoint, with the exact zod types so the handler's request and reply are typed. */
interface EndpointSchema<Name extends keyof Endpoints> {
  tags: string[];
  summary: string;
  params: Part<Name, 'params'>;
  querystring: Part<Name, 'query'>;
  body: Part<Name, 'body'>;
  response: Definition<Name>['responses'];
}

/**
 * The method, URL and schema of a route, read from the endpoint table of contracts: spread into `app.route`
 * with the route's own hooks and handler, so a route cannot differ from its contract.
 */
export function endpointRoute<Name extends keyof Endpoints>(name: Name): { method: EndpointMethod; url: string; schema: EndpointSchema<Name> } {
  const { method, path } = splitEndpointKey(name);
  const definition: EndpointDefinition = endpoints[name];
  const schema = {
    tags: [...definition.tags],
    summary: definition.summary,
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    response: definition.responses,
  };
  return { method, url: path, schema: schema as unknown as EndpointSchema<Name> };
}
