/** Options every endpoint method takes. */
export interface CallOptions {
  /** Aborting rejects with the signal's reason, not with an ApiError: nobody is waiting for the answer. */
  signal?: AbortSignal | undefined;
}
