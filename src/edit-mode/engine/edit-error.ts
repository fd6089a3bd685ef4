/** An error that names why by a stable code beside its message: callers act on the code, people read the message. */
export class CodedError<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}

/** Why a change cannot be made at all (no such page, block, text…): nothing is planned. The endpoints answer with its status. */
export class EditError extends Error {
  override name = 'EditError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 404 = 404,
  ) {
    super(message);
  }
}
