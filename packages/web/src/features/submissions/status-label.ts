export { statusLabel } from '@leadline/server/domain';
