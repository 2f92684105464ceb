import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = FastifySerializerCompiler<z.ZodType>;

/**
 * Response serialisation (docs/decisions/004). With `validate` (development, tests, CI) every response is parsed by
 * its zod schema before it is written, so a presenter that drifts from the contract fails loudly. In production the
 * same schema is compiled once to a fast-json-stringify function: it writes only the declared fields (nothing
 * undeclared can leak) at a quarter of the cost. A schema JSON Schema cannot express falls back to the zod path.
 */
export function responseSerializerCompiler(validate: boolean): SerializerCompiler {
  if (validate) return validatingSerializerCompiler as SerializerCompiler;
  return (route) => {
    try {
      const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    } catch {
      return (validatingSerializerCompiler as SerializerCompiler)(route);
    }
  };
}
