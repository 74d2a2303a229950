import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';

const build = SerializerSelector()(undefined, {});
/** Serializers by the reply schema's text: each distinct schema is compiled once per process (see validator.ts). */
const built = new Map<string, (data: unknown) => string>();

/** Fastify's reply serializer compiler (fast-json-stringify, as Fastify's default), compiling each schema once. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const key = JSON.stringify(route.schema);
  let serialize = built.get(key);
  if (!serialize) built.set(key, (serialize = build({ ...route, httpStatus: route.httpStatus ?? '' })));
  return serialize;
};
