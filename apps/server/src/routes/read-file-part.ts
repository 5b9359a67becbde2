import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/http-error';

/** What an upload route answers when the multipart body is not one file in the field `file`. */
export interface FilePartRefusals {
  /** Not multipart, or no `file` part first. */
  missingFile: string;
  /** No boundary, a cut-off part, garbage. */
  malformedBody: string;
  tooManyFiles: string;
  tooManyFields: string;
  /** The file ran past the multipart plugin's size limit. */
  tooLarge: () => HttpError;
}

/**
 * The `file` part of a multipart body (it must come first; other fields are ignored), with the
 * name the client gave it. @fastify/multipart's own limit errors, and any failure to parse the
 * client's body, become the route's own refusals.
 */
export async function readFilePart(
  request: FastifyRequest,
  refusals: FilePartRefusals,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw badRequest(refusals.missingFile);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(refusals.missingFile);
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw refusals.tooLarge();
      case 'FST_FILES_LIMIT':
        throw badRequest(refusals.tooManyFiles);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw badRequest(refusals.tooManyFields);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw badRequest(refusals.missingFile);
      default:
        // Nothing but the parsing of the client's body happens above: any other failure is a
        // malformed body, the client's fault, said plainly.
        throw badRequest(refusals.malformedBody);
    }
  }
}
