export { statusLabel } from '@leadline/domain';
