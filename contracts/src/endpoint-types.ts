import type { z } from 'zod';
import type { Endpoints } from './endpoints';

/**
 * Types of the endpoint table for code that must not load zod (the pages' client): every import here is a
 * type, so nothing of it reaches a bundle.
 */
export type EndpointName = keyof Endpoints;

type Definition<Name extends EndpointName> = Endpoints[Name];
type Part<Name extends EndpointName, Key extends 'params' | 'query' | 'body'> = Definition<Name> extends { [K in Key]: infer Schema extends z.ZodType } ? Schema : never;
type Given<Name extends EndpointName, Key extends 'params' | 'query' | 'body'> = [Part<Name, Key>] extends [never]
  ? { [K in Key]?: undefined }
  : object extends z.input<Part<Name, Key>>
    ? { [K in Key]?: z.input<Part<Name, Key>> }
    : { [K in Key]: z.input<Part<Name, Key>> };

/** What a caller gives: the path parameters, query and body the endpoint takes (none where it takes none). */
export type EndpointInput<Name extends EndpointName> = Given<Name, 'params'> & Given<Name, 'query'> & Given<Name, 'body'>;

/** What the server receives once the endpoint's schemas have parsed it. */
export type EndpointRequest<Name extends EndpointName> = {
  [Key in 'params' | 'query' | 'body']: [Part<Name, Key>] extends [never] ? undefined : z.output<Part<Name, Key>>;
};

type Responses<Name extends EndpointName> = Definition<Name>['responses'];
export type EndpointStatus<Name extends EndpointName> = keyof Responses<Name> & number;
type SuccessStatus<Name extends EndpointName> = Extract<EndpointStatus<Name>, 200 | 201 | 202 | 204>;

/** The body of the endpoint's answer with `status`, as parsed. */
export type EndpointBody<Name extends EndpointName, Status extends EndpointStatus<Name>> = z.output<Responses<Name>[Status]>;

/** The body of a successful answer. */
export type EndpointOutput<Name extends EndpointName> = EndpointBody<Name, SuccessStatus<Name>>;

/** Any answer the contract allows, as a fake gives it: a listed status with a body its schema accepts. */
export type EndpointAnswer<Name extends EndpointName> = {
  [Status in EndpointStatus<Name>]: { status: Status; body: z.input<Responses<Name>[Status]> };
}[EndpointStatus<Name>];
