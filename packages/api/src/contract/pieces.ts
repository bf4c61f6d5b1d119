// What the calls proposed beyond the spec build on (`./proposed`), as one object: the builders of
// valibot they use and the contract's own pieces. The client's chunk hands it to theirs, so theirs
// imports no module of the client's (see `./proposed`); the sandbox builds them from it too.
import { nullable, number, object } from 'valibot';
import { filled, text } from './calls/fields';
import { knowCodes } from './codes';
import { defineCall, envelope, IDEMPOTENCY_KEY_HEADER, idempotencyKey } from './define';
import { id, isoDate, pixCharge, subscription } from './entities';

export const CONTRACT_PIECES = {
  v: { nullable, number, object },
  defineCall,
  envelope,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  id,
  isoDate,
  pixCharge,
  subscription,
  filled,
  text,
  knowCodes,
};

export type ContractPieces = typeof CONTRACT_PIECES;
