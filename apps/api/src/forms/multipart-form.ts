import { HttpError } from '@startupsetu/server-core/errors';
import type { MediaStorage, StagedMedia } from '@startupsetu/server-core/media/media-storage';
import type { UploadPolicy } from '@startupsetu/server-core/media/media-types';
import type { FastifyRequest } from 'fastify';
import { FORM_LIMITS } from '../plugins/multipart';
import { MAX_TEXT_LENGTH, tooLong, unknownField } from './form-fields';
import { uploadBudget, type UploadBudget } from './upload-budget';

export interface MultipartFormOptions {
  /** Names of the text fields the form takes; any other field is refused. */
  fields: readonly string[];
  /** The one file the form may carry. */
  file?: { field: string; policy: UploadPolicy };
  /** Text fields' own character limits (see fieldMaxLengths); MAX_TEXT_LENGTH for the others. */
  maxLengths?: Readonly<Record<string, number>>;
}

// A UTF-16 code unit takes at most 3 bytes in UTF-8.
const MAX_BYTES_PER_CHARACTER = 3;

// The byte cut-off of a text value: the usual one, raised only for fields allowed long texts.
function byteLimit(maxLength: number): number {
  if (maxLength <= MAX_TEXT_LENGTH) return FORM_LIMITS.fieldSize;
  return FORM_LIMITS.fieldSize + maxLength * MAX_BYTES_PER_CHARACTER;
}

export interface MultipartForm {
  /** Each text field's values in the order sent (untrimmed). */
  values: Map<string, string[]>;
  /** The uploaded file, staged: commit it once the whole request is accepted, or discard it. */
  file: StagedMedia | null;
  /** The file's name as the client sent it (untrusted text), when it sent a file. */
  fileName: string | null;
}

/**
 * Reads a multipart/form-data body of a route with `config: { multipart: true }`, streaming its
 * file into media storage. Every refusal is an HttpError (4xx) and leaves no file behind.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  storage: MediaStorage,
  options: MultipartFormOptions,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Request body must be multipart/form-data');
  const allowed = new Set(options.fields);
  const fileField = options.file?.field;
  const values = new Map<string, string[]>();
  let staged: StagedMedia | null = null;
  let fileName: string | null = null;
  const maxLength = (field: string) => options.maxLengths?.[field] ?? MAX_TEXT_LENGTH;
  // The parser has one cut-off for every text value, so it gets the largest; each field's own
  // cut-off is checked as its value arrives, and its character limit once it is trimmed.
  const fieldSize = Math.max(...options.fields.map((field) => byteLimit(maxLength(field))), FORM_LIMITS.fieldSize);
  // One byte over the policy's limit is enough for the storage to see that the file is too big.
  let budget: UploadBudget | undefined;
  try {
    budget = options.file ? await uploadBudget(request, options.file.policy) : undefined;
    const policy = budget?.policy;
    const parts = request.parts({ limits: { fileSize: (policy?.maxBytes ?? 0) + 1, fieldSize } });
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw describeParserError(error, policy);
      });
      if (next.done) break;
      const part = next.value;

      if (part.type === 'file') {
        if (!options.file || part.fieldname !== fileField) throw unknownField(part.fieldname);
        // A browser sends a file input left empty as a part with an empty file name and no bytes.
        staged = part.filename ? await storage.stage(part.file, policy!) : await storage.stageIfAny(part.file, policy!);
        if (staged) {
          fileName = part.filename;
          await budget?.spend(staged.size);
        }
        continue;
      }

      if (part.fieldname === fileField) {
        if (part.value === '') continue;
        throw new HttpError(400, `${part.fieldname} must be a file`, part.fieldname);
      }
      if (!allowed.has(part.fieldname)) throw unknownField(part.fieldname);
      if (typeof part.value !== 'string') throw new HttpError(400, `${part.fieldname} must be text`, part.fieldname);
      const limit = maxLength(part.fieldname);
      if (part.valueTruncated || Buffer.byteLength(part.value) > byteLimit(limit)) throw tooLong(part.fieldname, limit);
      // A long text is sent once; only short ones may repeat (multi-select fields).
      if (limit > MAX_TEXT_LENGTH && values.has(part.fieldname)) {
        throw new HttpError(400, `${part.fieldname} must be sent only once`, part.fieldname);
      }
      values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), part.value]);
    }
    return { values, file: staged, fileName };
  } catch (error) {
    await staged?.discard();
    // Read and drop whatever the client is still sending, so that it gets the error reply and the
    // connection stays usable.
    request.raw.unpipe();
    request.raw.resume();
    throw budget ? budget.explain(error) : error;
  }
}

// Errors of the multipart parser itself: all of them are about the request.
function describeParserError(error: unknown, policy: UploadPolicy | undefined): HttpError {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(400, 'Only one file may be uploaded');
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, `Too many form fields (at most ${FORM_LIMITS.fields})`);
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'Too many form parts');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, policy?.tooLargeMessage ?? 'File is too large');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'A form field has a name that is not allowed');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'A form field declared as JSON is not valid JSON');
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'The request ended before the form was complete');
    default:
      return new HttpError(400, 'Request body is not well-formed multipart/form-data');
  }
}
