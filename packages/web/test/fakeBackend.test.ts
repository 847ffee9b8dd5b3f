import { deptCalls } from '@pharma/contract';
import { describe, expect, it } from 'vitest';
import { callApi } from '../src/lib/api.ts';
import { createHttp } from '../src/lib/http.ts';
import { declarationProblems, fakeBackend } from './fakeBackend.ts';

// The kit the component tests stand on: it must catch a screen that sends what its call does not declare, and a
// fixture the real server could not send. Checked here with the department calls.
describe('the fake backend', () => {
  it('answers a call, keeps what was asked as the declaration parses it, and finds nothing wrong', async () => {
    const backend = fakeBackend().on(deptCalls.select, () => [{ id: '1', parentId: '0', deptName: '总部' }]);
    expect(await callApi(deptCalls.select)).toEqual([{ id: '1', parentId: '0', deptName: '总部' }]);
    await callApi(deptCalls.remove, { query: { ids: '1,2' } });
    backend.on(deptCalls.remove, () => 2);
    await callApi(deptCalls.remove, { query: { ids: '3' } });
    expect(backend.asked(deptCalls.remove).map((a) => a.query.ids)).toEqual([['3']]);
    expect(declarationProblems()).toEqual([]);
  });

  it('reports a request that breaks its declaration and an answer the server could not send', async () => {
    const http = createHttp();
    fakeBackend(http)
      .on(deptCalls.detail, () => ({ id: 7 }) as never)
      .on(deptCalls.remove, () => 1);
    await http.get('/blade-system/dept/detail', { params: { id: '7' } });
    await http.post('/blade-system/dept/remove', null, { params: { ids: 'abc' } });
    expect(declarationProblems()).toEqual([
      'GET blade-system/dept/detail: the fake answer does not match the declared reply',
      'POST blade-system/dept/remove: the query sent does not match its declaration',
    ]);
  });

  it('refuses with the server’s words in the language asked', async () => {
    fakeBackend().refuse(deptCalls.remove, { zh: '请先删除子部门', en: 'Delete its sub-departments first' });
    await expect(callApi(deptCalls.remove, { query: { ids: '1' } })).rejects.toMatchObject({
      message: '请先删除子部门',
    });
  });
});
