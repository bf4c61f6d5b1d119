import { ssoSessionId } from './ssoSessionId';

it.each([
  ['session=4f2a9c', '4f2a9c'],
  ['4f2a9c', '4f2a9c'],
  ['session=', null],
  [undefined, null],
  ['session=../../x', null],
  ['session=a b', null],
  ['session=<script>', null],
])('%s → %s', (parameter, id) => {
  expect(ssoSessionId(parameter)).toBe(id);
});
