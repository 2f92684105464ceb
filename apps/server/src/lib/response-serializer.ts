import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = FastifySerializerCompiler<z.ZodType>;

/**
 * Response serialisation (docs/decisions/004). With `validate` (development, tests, CI) every response is parsed by
 * its zod schema before it is written, so a presenter that drifts from the contract fails loudly. In production the
 * same schema is compiled to a fast-json-stringify function: it writes only the declared fields (nothing undeclared
 * can leak) at a quarter of the cost. A schema JSON Schema cannot express falls back to the zod path. Each is compiled
 * on the route's first answer, not at start: compiling every route's took most of a second (docs/decisions/009).
 */
export function responseSerializerCompiler(validate: boolean): SerializerCompiler {
  if (validate) return validatingSerializerCompiler as SerializerCompiler;
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compileFastSerializer(route))(data);
  };
}

function compileFastSerializer(route: Parameters<SerializerCompiler>[0]): (data: unknown) => string {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return (validatingSerializerCompiler as SerializerCompiler)(route) as (data: unknown) => string;
  }
}
