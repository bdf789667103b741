import compression from 'compression';
import type { RequestHandler } from 'express';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly (brotli or gzip, as the client accepts) when they are larger than
 * COMPRESSION_THRESHOLD_BYTES and of a compressible type (JSON lists above all), with the
 * `compression` middleware. An answer that is already encoded (a precompressed front-end file, an
 * answer a service compressed and the proxy passes on) is left alone, and so are server-sent event
 * streams, which must reach the client event by event (socket.io runs beside Express, not through it).
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
