import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import { compiledOnce } from './compile-once';

const build = SerializerSelector()(undefined, {});
const built = compiledOnce<(data: unknown) => string>();

/** Fastify's reply serializer compiler (fast-json-stringify, as Fastify's default), compiling each schema once. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  built(JSON.stringify(route.schema), () => build({ ...route, httpStatus: route.httpStatus ?? '' }));
