/**
 * Error answers of the sandbox: `{ "erro": { "codigo", "mensagem", ...extra } }` with a pt-BR message.
 * Messages never repeat the identifier or token that was sent, so nothing personal ends up in a
 * client's error report.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'token_invalido'
  | 'entrada_invalida'
  | 'nao_encontrado'
  | 'limite_excedido'
  | 'limite_de_requisicoes'
  | 'falha_simulada'
  | 'erro_interno';

export function errorBody(codigo: ErrorCode, mensagem: string, extra: Record<string, unknown> = {}) {
  return { erro: { codigo, mensagem, ...extra } };
}

/** Thrown by handlers and parameter parsers; turned into an answer by the app's error handler. */
export class SandboxError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly codigo: ErrorCode,
    mensagem: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(mensagem);
  }
}

export function invalidInput(campo: string, mensagem: string): SandboxError {
  return new SandboxError(400, 'entrada_invalida', mensagem, { campo });
}

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof SandboxError) return c.json(errorBody(error.codigo, error.message, error.extra), error.status);
  return c.json(errorBody('erro_interno', 'Erro interno do sandbox.'), 500);
}
