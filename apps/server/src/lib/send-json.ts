import type { FastifyReply } from 'fastify'

/**
 * Sends JSON text that was serialised (and cached) ahead: Fastify passes a string with a JSON
 * content type through untouched, so the response schema's serialiser is not run a second time.
 * The text must come from JSON.stringify of a value typed by that schema.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}
