import { noticeQueue, notify, takeNotices } from './index';

afterEach(() => noticeQueue.setState({ queued: [] }));

it('queues notices in order with distinct ids until they are taken', () => {
  notify({ title: 'Ops!', tone: 'critical' });
  notify({ title: 'Senha alterada', tone: 'positive', description: 'Entre com a nova senha.' });
  const [first, second] = noticeQueue.getState().queued;
  expect(first).toMatchObject({ title: 'Ops!', tone: 'critical' });
  expect(second).toMatchObject({ title: 'Senha alterada', description: 'Entre com a nova senha.' });
  expect(first!.id).not.toBe(second!.id);

  takeNotices([first!.id]);
  expect(noticeQueue.getState().queued).toEqual([second]);
});
