import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { databaseUnavailable, isDatabaseUnavailable } from './unavailable';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const named = (name: string) => Object.assign(new Error('failed'), { name });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', coded('ECONNREFUSED')],
    ['reset', coded('ECONNRESET')],
    ['a host not found', coded('ENOTFOUND')],
    ['a connection exception (08006)', coded('08006')],
    ['too many connections (53300)', coded('53300')],
    ['a statement timeout (57014)', coded('57014')],
    ['a server shutting down (57P01)', coded('57P01')],
    ['a server starting (57P03)', coded('57P03')],
    ['no free connection in the pool', named('KnexTimeoutError')],
    ['a connection the server closed', new Error('Connection terminated unexpectedly')],
    ['a connection not made in time', new Error('timeout expired')],
    ['no answer within query_timeout', new Error('Query read timeout')],
    [
      'a client left unusable',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'Connection terminated')],
    ['invalid input', coded('22P02')],
    ['a wrong password', coded('28P01')],
    ['a missing table', coded('42P01')],
    ['a deadlock', coded('40P01')],
    ['an error of our own', new TypeError('x is not a function')],
    ['an HTTP error', new HttpError(400, 'bad_request', 'Bad request')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['null', null],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('databaseUnavailable', () => {
  it('is a 503 with Retry-After', () => {
    expect(databaseUnavailable()).toMatchObject({
      status: 503,
      id: 'service_unavailable',
      headers: { 'Retry-After': '5' },
      message: expect.stringMatching(/database is unavailable.*5 seconds/),
    });
  });
});
