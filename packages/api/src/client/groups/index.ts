export { oliveUserCalls, recruiterCalls } from './accounts';
export { actionLogCalls } from './actionLogs';
export { agencyCalls } from './agencies';
export { agencyIpCalls } from './agencyIps';
export { authCalls } from './auth';
export { contractCalls } from './contracts';
export { manualCalls } from './manuals';
export { newsCalls, recruiterNewsCalls } from './news';
export { statementCalls, uploadCalls } from './statements';
