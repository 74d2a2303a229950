import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { PageFormState } from '../../shared/page-form';
import { AUTH_MESSAGES } from '../../shared/api/auth';
import { HttpError } from '../http/http-error';
import { isFromThisSite } from '../security/same-site';

/**
 * A page's form that works before the scripts load (decision 0040): it posts to the page's own path,
 * and the server redirects (303) or renders the page again with the refusal. With scripts the page
 * calls the JSON API instead; both go through the same `submit`.
 */
export interface PageForm<Body = Record<string, string>> {
  path: string;
  /** The fields, checked as the JSON endpoint checks its body (same schema, same sentences). */
  body: TSchema;
  /** Posted fields the page may fill back in after a refusal; any other field (a key) is never echoed. */
  keep: readonly string[];
  /** Acts, or throws httpError(...) as the API route would; answers where to send the browser. (A method: a form of any body fits the list.) */
  submit(input: { body: Body; request: FastifyRequest; reply: FastifyReply }): Promise<{ redirect: string }>;
}

/** Renders the page at `path` again with the form's state and status (registerSite's renderer). */
export type RenderRefused = (request: FastifyRequest, reply: FastifyReply, status: number, state: PageFormState) => Promise<unknown>;

const FORM_BODY_LIMIT = 16 * 1024;

/** True when no field was filled in: the press is ignored, as the scripted form ignores it. */
const allEmpty = (body: unknown) =>
  typeof body !== 'object' || body === null || Object.values(body).every((value) => typeof value !== 'string' || value === '');

/** The pages' form posts, in a plugin of their own so only they parse `application/x-www-form-urlencoded`. */
export async function registerPageForms(app: FastifyInstance, forms: readonly PageForm[], render: RenderRefused): Promise<void> {
  await app.register(async (scope) => {
    // The API takes JSON only; a page's form is sent as the browser encodes it (the JSON parser stays for scripts and tests).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
    );
    for (const form of forms) {
      scope.route({
        method: 'POST',
        url: form.path,
        schema: { body: form.body, hide: true },
        // A schema failure is the page's sentence, not the API's JSON reply.
        attachValidation: true,
        handler: async (request, reply) => {
          const kept = Object.fromEntries(
            form.keep.flatMap((name) => {
              const value = (request.body as Record<string, unknown> | undefined)?.[name];
              return typeof value === 'string' ? [[name, value]] : [];
            }),
          );
          const refuse = (status: number, refusal: string, headers: Readonly<Record<string, string>> = {}) =>
            render(request, reply.headers(headers), status, { refusal, fields: kept });
          // The one rule for state-changing requests from pages: a form on another site must not post here (login CSRF).
          if (!isFromThisSite(request)) return refuse(403, AUTH_MESSAGES.foreignOrigin);
          if (request.validationError) {
            if (allEmpty(request.body)) return reply.redirect(form.path, 303);
            return refuse(400, request.validationError.message);
          }
          try {
            const { redirect } = await form.submit({ body: request.body as Record<string, string>, request, reply });
            return reply.redirect(redirect, 303);
          } catch (error) {
            if (error instanceof HttpError) return refuse(error.statusCode, error.message, error.headers);
            throw error;
          }
        },
      });
    }
  });
}
