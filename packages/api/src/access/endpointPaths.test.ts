import { describe, expect, it } from 'vitest';
import {
  actionLogPaths,
  agencyIpPaths,
  agencyPaths,
  authPaths,
  contractPaths,
  endpointKeys,
  manualPaths,
  newsPaths,
  oliveUserPaths,
  recruiterNewsPaths,
  recruiterPaths,
  statementPaths,
  uploadPaths,
} from './endpointPaths';

const groups = {
  auth: authPaths,
  actionLogs: actionLogPaths,
  agencies: agencyPaths,
  agencyIps: agencyIpPaths,
  contracts: contractPaths,
  statements: statementPaths,
  uploads: uploadPaths,
  manuals: manualPaths,
  news: newsPaths,
  recruiterNews: recruiterNewsPaths,
  oliveUsers: oliveUserPaths,
  recruiters: recruiterPaths,
};

describe('the group tables of endpoint paths', () => {
  it('hold each endpoint once, in the table of its group', () => {
    const seen = Object.entries(groups).flatMap(([group, table]) =>
      Object.keys(table).map((key) => {
        expect(key.startsWith(`${group}.`), `${key} in ${group}`).toBe(true);
        return key;
      }),
    );
    expect(seen.sort()).toEqual([...endpointKeys].sort());
  });
});
